/** Tests of StarRating: keyboard radio group, clicks, and the read-only rounded display. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { roundedStars, StarRating, StarRatingDisplay } from './star-rating.tsx';

function Picker({ initial = 5, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

const checked = () => screen.getByRole('radio', { checked: true });

describe('StarRating', () => {
  it('is a labelled radio group of 5 stars with the value checked', () => {
    render(<Picker initial={3} />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(checked()).toHaveAccessibleName('3 stars');
  });

  it('selects by click', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '1 star' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(checked()).toHaveAccessibleName('1 star');
  });

  it('has one tab stop and moves with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Picker initial={3} />);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('3 stars');
    await user.keyboard('{ArrowRight}');
    expect(checked()).toHaveAccessibleName('4 stars');
    expect(document.activeElement).toBe(checked());
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(checked()).toHaveAccessibleName('2 stars');
    await user.keyboard('{End}');
    expect(checked()).toHaveAccessibleName('5 stars');
    await user.keyboard('{ArrowRight}');
    expect(checked()).toHaveAccessibleName('1 star');
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toHaveAccessibleName('5 stars');
    await user.keyboard('{Home}');
    expect(checked()).toHaveAccessibleName('1 star');
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('StarRatingDisplay', () => {
  it('rounds the average to whole stars', () => {
    const { container } = render(<StarRatingDisplay value="3.6" />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-warning')).toHaveLength(4);
  });

  it('shows no stars when the rating is missing', () => {
    render(<StarRatingDisplay value={null} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5 stars' })).toBeInTheDocument();
  });

  it('clamps and parses', () => {
    expect(roundedStars('4.5')).toBe(5);
    expect(roundedStars(2.4)).toBe(2);
    expect(roundedStars('abc')).toBe(0);
    expect(roundedStars(9)).toBe(5);
  });
});
