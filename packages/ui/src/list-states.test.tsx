/** The panels a list shows instead of its items: a failed load and an empty list. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookOpen } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyPanel, ErrorPanel } from './list-states.tsx';

describe('list states', () => {
  it('ErrorPanel is an alert with its title, detail and a way out', async () => {
    const retry = vi.fn();
    render(
      <ErrorPanel
        title="Could not load"
        detail="The server is not answering."
        action={
          <button type="button" onClick={retry}>
            Try again
          </button>
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('The server is not answering.');
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('EmptyPanel names the empty list at the asked heading level, with a decorative icon', () => {
    const { container } = render(
      <EmptyPanel icon={BookOpen} headingLevel={3} title="No novels yet" hint="Check back soon." />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No novels yet' })).toBeInTheDocument();
    expect(screen.getByText('Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
