/** The analytics' tables, one per view, with the figures of the answer (the CSV carries the same ones). */
import { MESSAGES, type NovelStats, type StatsChapter } from '@inkshelf/contracts';
import { DataTable } from './data-table.tsx';
import { chapterName, formatAverage, formatCount, formatDay, formatPercent } from './format.ts';

const S = MESSAGES.stats;

interface TableProps {
  stats: NovelStats;
  caption: string;
  hidden?: boolean;
}

const Day = ({ date }: { date: string }) => <time dateTime={date}>{formatDay(date)}</time>;
const byDate = (row: { date: string }) => row.date;
const dayName = (row: { date: string }) => <Day date={row.date} />;

export function DaysTable({ stats, caption, hidden }: TableProps) {
  return (
    <DataTable
      caption={caption}
      hidden={hidden}
      rowHeader={S.date}
      rowName={dayName}
      rowKey={byDate}
      rows={stats.days}
      columns={[
        { header: S.reads, cell: (day) => formatCount(day.reads) },
        { header: S.uniqueReaders, cell: (day) => formatCount(day.uniqueReaders) },
      ]}
    />
  );
}

/** A chapter's name, and the drop-off mark in words on the chapter after which most readers stop. */
function ChapterCell({ chapter, dropOff }: { chapter: StatsChapter; dropOff: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>{chapterName(chapter)}</span>
      {dropOff && <span className="text-xs font-medium text-destructive">({S.dropOffMark})</span>}
    </span>
  );
}

function chapterRows(stats: NovelStats) {
  const isDropOff = (chapter: StatsChapter) => chapter.chapterId === stats.dropOffChapterId;
  return {
    rowHeader: S.chapter,
    rows: stats.chapters,
    rowKey: (chapter: StatsChapter) => chapter.chapterId,
    rowName: (chapter: StatsChapter) => <ChapterCell chapter={chapter} dropOff={isDropOff(chapter)} />,
    marked: isDropOff,
  };
}

export function ChaptersTable({ stats, caption, hidden }: TableProps) {
  return (
    <DataTable
      caption={caption}
      hidden={hidden}
      {...chapterRows(stats)}
      columns={[
        { header: S.reads, cell: (chapter) => formatCount(chapter.reads) },
        { header: S.uniqueReaders, cell: (chapter) => formatCount(chapter.uniqueReaders) },
        { header: S.comments, cell: (chapter) => formatCount(chapter.comments) },
        { header: S.retention, cell: (chapter) => formatPercent(chapter.retention) },
      ]}
    />
  );
}

export function RetentionTable({ stats, caption, hidden }: TableProps) {
  return (
    <DataTable
      caption={caption}
      hidden={hidden}
      {...chapterRows(stats)}
      columns={[
        { header: S.uniqueReaders, cell: (chapter) => formatCount(chapter.uniqueReaders) },
        { header: S.retention, cell: (chapter) => formatPercent(chapter.retention) },
      ]}
    />
  );
}

export function CountsTable({ stats, caption, hidden, series }: TableProps & { series: 'followers' | 'library' }) {
  return (
    <DataTable
      caption={caption}
      hidden={hidden}
      rowHeader={S.date}
      rowName={dayName}
      rowKey={byDate}
      rows={stats[series]}
      columns={[
        { header: series === 'followers' ? S.followers : S.libraryAdditions, cell: (day) => formatCount(day.count) },
      ]}
    />
  );
}

export function RatingsTable({ stats, caption, hidden }: TableProps) {
  return (
    <DataTable
      caption={caption}
      hidden={hidden}
      rowHeader={S.date}
      rowName={dayName}
      rowKey={byDate}
      rows={stats.ratings}
      columns={[
        { header: S.ratings, cell: (day) => formatCount(day.count) },
        { header: S.averageRating, cell: (day) => formatAverage(day.average) },
      ]}
    />
  );
}
