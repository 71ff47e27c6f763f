/**
 * The phone header while reading (issue 16): below 768px it hides while the reader scrolls down through a
 * chapter and comes back as soon as they scroll up, reach the top, or move focus into it (`reveal`, on focus).
 */
import { MOBILE_BREAKPOINT } from '@inkshelf/contracts';
import { useEffect, useState } from 'react';

/** Scrolls smaller than this are jitter (a finger resting on the glass) and change nothing. */
const SCROLL_THRESHOLD_PX = 8;
/** Near the top of the page the header always shows. */
const TOP_ZONE_PX = 120;

export function useAutoHide(enabled: boolean): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_THRESHOLD_PX) return;
      setHidden(y > last && y > TOP_ZONE_PX && window.innerWidth < MOBILE_BREAKPOINT);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled]);

  return { hidden: enabled && hidden, reveal: () => setHidden(false) };
}
