/** 'Latest Fan-Fics': the 10 newest novels in a horizontally scrolling, snap-aligned carousel. */
import { ABOVE_THE_FOLD_COVERS, LIMITS, MESSAGES } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton, useMediaQuery } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { queries } from '../../api.ts';
import { HomeSection, SectionEmpty, SectionError } from './section.tsx';
import { HOME_TEXTS } from './texts.ts';

const CARD = 'w-40 shrink-0 snap-start sm:w-48';

export function LatestCarousel() {
  const { data, isPending, isError } = useQuery(queries.latestNovels({ query: { limit: LIMITS.homeList } }));
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const novels = data ?? [];
  const controls = novels.length > 1 && (
    <>
      <Button variant="ghost" size="icon" aria-label="Scroll latest fan-fics back" onClick={() => scroll(-1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Scroll latest fan-fics forward" onClick={() => scroll(1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </>
  );

  return (
    <HomeSection title={HOME_TEXTS.latestTitle} viewMoreTo="/browse" actions={controls}>
      {isPending ? (
        <div aria-busy="true" className="flex gap-4 overflow-hidden">
          <span role="status" className="sr-only">
            Loading...
          </span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className={`${CARD} aspect-[2/4]`} />
          ))}
        </div>
      ) : isError && !data ? (
        <SectionError message={MESSAGES.fetchErrors.novels} />
      ) : novels.length === 0 ? (
        <SectionEmpty title={HOME_TEXTS.latestEmpty} />
      ) : (
        <ul
          ref={trackRef}
          aria-label={HOME_TEXTS.latestTitle}
          className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-1 pb-3 motion-reduce:scroll-auto"
        >
          {novels.map((novel, index) => (
            <li key={novel.id} className={CARD}>
              <NovelCard novel={novel} priority={index < ABOVE_THE_FOLD_COVERS} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
