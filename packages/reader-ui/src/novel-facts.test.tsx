/** Tests of NovelFacts: counts with plurals and thousands separators, one badge per completion status. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NovelFacts, novelFactsText } from './novel-facts.tsx';

describe('NovelFacts', () => {
  it.each([
    [{ chapterCount: 12, wordCount: 48210, completionStatus: 'completed' }, '12 chapters · 48,210 words · Completed'],
    [{ chapterCount: 0, wordCount: 0, completionStatus: 'ongoing' }, '0 chapters · 0 words · Ongoing'],
    [{ chapterCount: 1, wordCount: 1, completionStatus: 'hiatus' }, '1 chapter · 1 word · On hiatus'],
    [
      { chapterCount: 1204, wordCount: 2_500_000, completionStatus: 'dropped' },
      '1,204 chapters · 2,500,000 words · Dropped',
    ],
  ] as const)('reads %j as %s', (novel, text) => {
    expect(novelFactsText(novel)).toBe(text);
    render(<NovelFacts novel={novel} />);
    expect(screen.getByTestId('novel-facts')).toHaveTextContent(text);
    expect(screen.getByText(text.split(' · ')[2]!)).toHaveAttribute('data-status', novel.completionStatus);
  });
});
