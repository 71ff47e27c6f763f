/** Header search: trimmed and encoded target, empty text ignored, full load on /search, prefill rules. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, searchBoxValue, searchTarget } from './search.ts';
import { SEARCH_PLACEHOLDER, SearchBox } from './search-box.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SearchBox />
      <Link to="/browse">Browse</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const box = () => screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
const where = () => screen.getByLabelText('location').textContent;

describe('search rules', () => {
  it('trims and encodes the text, and gives nothing for blank text', () => {
    expect(searchTarget('  dragons & tea ')).toBe('/search?q=dragons%20%26%20tea');
    expect(searchTarget('a/b?c#d')).toBe('/search?q=a%2Fb%3Fc%23d');
    expect(searchTarget('   ')).toBeNull();
    expect(searchTarget('')).toBeNull();
  });

  it('prefills from q on /search only', () => {
    expect(searchBoxValue('/search', '?q=glass%20orchard')).toBe('glass orchard');
    expect(searchBoxValue('/search', '')).toBe('');
    expect(searchBoxValue('/browse', '?q=glass')).toBe('');
  });
});

describe('SearchBox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('navigates to the results on submit', async () => {
    renderAt('/browse');
    await userEvent.type(box(), '  night market {Enter}');
    expect(where()).toBe('/search?q=night%20market');
  });

  it('does nothing for empty text', async () => {
    renderAt('/ranking');
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/ranking');
  });

  it('on /search shows q and reloads the page for a new search', async () => {
    const load = vi.spyOn(browser, 'load').mockImplementation(() => {});
    renderAt('/search?q=old%20words');
    expect(box()).toHaveValue('old words');
    await userEvent.clear(box());
    await userEvent.type(box(), 'new words{Enter}');
    expect(load).toHaveBeenCalledWith('/search?q=new%20words');
    expect(where()).toBe('/search?q=old%20words');
  });

  it('is cleared when the visitor leaves /search', async () => {
    renderAt('/search?q=fox');
    expect(box()).toHaveValue('fox');
    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(where()).toBe('/browse');
    expect(box()).toHaveValue('');
  });
});
