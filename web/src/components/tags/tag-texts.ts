/** Texts of the tag inputs (issue 37): the autocomplete, the chips and their limits. */
export const TAG_TEXTS = {
  suggestions: 'Tag suggestions',
  suggestionCount: (count: number) =>
    `${count} ${count === 1 ? 'tag suggestion' : 'tag suggestions'}, use the arrow keys to choose`,
  novels: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'novel' : 'novels'}`,
  remove: (tag: string) => `Remove tag ${tag}`,
} as const;
