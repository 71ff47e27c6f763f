/** The optional ad slot: nothing without configuration, one script tag with it. */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdSlot, adScriptUrl } from './ad-slot.tsx';

afterEach(() => document.head.querySelectorAll('script[data-inkshelf-ad]').forEach((script) => script.remove()));

describe('AdSlot', () => {
  it('reads only http(s) URLs from the configuration', () => {
    expect(adScriptUrl(undefined)).toBeNull();
    expect(adScriptUrl('  ')).toBeNull();
    expect(adScriptUrl('javascript:alert(1)')).toBeNull();
    expect(adScriptUrl('https://ads.example.com/tag.js')).toBe('https://ads.example.com/tag.js');
  });

  it('renders nothing and loads nothing when unset', () => {
    const { container } = render(<AdSlot scriptUrl={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('script[data-inkshelf-ad]')).toBeNull();
  });

  it('adds the script once, however many slots mount', () => {
    render(
      <>
        <AdSlot scriptUrl="https://ads.example.com/tag.js" />
        <AdSlot scriptUrl="https://ads.example.com/tag.js" />
      </>,
    );
    expect(screen.getAllByRole('complementary', { name: 'Advertisement' })).toHaveLength(2);
    const scripts = document.querySelectorAll('script[data-inkshelf-ad]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://ads.example.com/tag.js');
  });
});
