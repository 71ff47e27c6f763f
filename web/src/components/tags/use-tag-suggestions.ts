/**
 * Tag suggestions for what is being typed: GET /api/tags?q= once the text has rested for a moment (one request per
 * pause, not per key), the previous answer kept on screen while the next loads, chosen tags left out.
 */
import { LIMITS, tidyLabel, type TagCount } from '@inkshelf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queries } from '../../api.ts';
import { hasTag } from './tag-rules.ts';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

/** The value once it has not changed for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function useTagSuggestions(text: string, chosen: readonly string[] = []): TagCount[] {
  const q = useDebounced(tidyLabel(text), SUGGEST_DELAY_MS);
  const typed = tidyLabel(text) !== '';
  const enabled = q !== '' && q.length <= LIMITS.tagMaxLength && !q.includes(',');
  const suggestions = useQuery({
    ...queries.listTags({ query: { q, limit: LIMITS.tagSuggestions } }),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (!typed || !enabled) return [];
  return (suggestions.data ?? []).filter((item) => !hasTag(chosen, item.tag));
}
