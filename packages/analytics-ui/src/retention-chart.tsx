/**
 * The retention funnel: of the readers of chapter 1, the share that reached each chapter, as bars; the drop-off
 * chapter's bar in the marking colour with a line and its words ('most readers stop here') over it.
 */
import { MESSAGES, type StatsChapter } from '@inkshelf/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { ChartBox, CHART_PROPS } from './chart-box.tsx';
import { CHART_COLORS, CHART_MARGIN, axisProps, gridProps, tooltipStyles } from './chart-theme.ts';
import { percentOf } from './format.ts';

const S = MESSAGES.stats;

interface Point {
  chapterNumber: number;
  title: string;
  percent: number;
  dropOff: boolean;
}

function DropOffAwareBar(props: BarShapeProps) {
  const point = props.payload as Point | undefined;
  return <Rectangle {...props} fill={point?.dropOff ? CHART_COLORS.mark : CHART_COLORS.first} />;
}

export function RetentionChart({
  chapters,
  dropOffChapterId,
}: {
  chapters: readonly StatsChapter[];
  dropOffChapterId: number | null;
}) {
  const data: Point[] = chapters.map((chapter) => ({
    chapterNumber: chapter.chapterNumber,
    title: chapter.title,
    percent: percentOf(chapter.retention),
    dropOff: chapter.chapterId === dropOffChapterId,
  }));
  const dropIndex = data.findIndex((point) => point.dropOff);
  const drop = data[dropIndex];
  // The words go on the side of the line with more room.
  const labelSide = dropIndex > (data.length - 1) / 2 ? 'insideTopRight' : 'insideTopLeft';
  return (
    <ChartBox>
      <BarChart data={data} margin={{ ...CHART_MARGIN, top: 24 }} {...CHART_PROPS}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="chapterNumber" minTickGap={8} {...axisProps} />
        <YAxis domain={[0, 100]} unit="%" width={48} {...axisProps} />
        <Tooltip
          {...tooltipStyles}
          cursor={{ fill: 'var(--ink-muted)' }}
          labelFormatter={(_label, payload) => {
            const point = payload[0]?.payload as Point | undefined;
            return point ? `${S.chapter} ${point.chapterNumber}: ${point.title}` : '';
          }}
          formatter={(value) => [`${String(value)}%`, S.retention]}
        />
        <Bar dataKey="percent" name={S.retention} shape={DropOffAwareBar} isAnimationActive={false} maxBarSize={48} />
        {drop && (
          <ReferenceLine
            x={drop.chapterNumber}
            stroke={CHART_COLORS.mark}
            strokeDasharray="4 3"
            strokeWidth={2}
            label={{ value: S.dropOffMark, position: labelSide, fill: CHART_COLORS.mark, fontSize: 12, offset: 6 }}
          />
        )}
      </BarChart>
    </ChartBox>
  );
}
