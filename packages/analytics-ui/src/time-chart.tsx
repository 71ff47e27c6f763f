/** A line chart of figures per day: reads and unique readers, running totals of followers, library, ratings. */
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox, CHART_PROPS } from './chart-box.tsx';
import { CHART_MARGIN, DASHED, axisProps, gridProps, legendStyle, tooltipStyles } from './chart-theme.ts';
import { formatAverage, formatCount, formatDay, formatShortDay } from './format.ts';

export interface TimeSeries<R> {
  key: keyof R & string;
  name: string;
  color: string;
  dashed?: boolean;
  /** Drawn against the right-hand axis, from 0 to `max` (an average rating out of 5). */
  right?: { max: number };
}

export interface TimeChartProps<R extends { date: string }> {
  data: readonly R[];
  series: readonly TimeSeries<R>[];
  /** 'linear' for running totals, 'monotone' for daily figures. */
  curve?: 'linear' | 'monotone';
}

/** Dots only while there is room for them. */
const DOTS_UP_TO = 14;

export function TimeChart<R extends { date: string }>({ data, series, curve = 'monotone' }: TimeChartProps<R>) {
  const right = series.find((item) => item.right)?.right;
  const byName = new Map(series.map((item) => [item.name, item]));
  return (
    <ChartBox>
      <LineChart data={data} margin={CHART_MARGIN} {...CHART_PROPS}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="date" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis yAxisId="left" allowDecimals={false} width={44} tickFormatter={formatCount} {...axisProps} />
        {right && (
          <YAxis
            yAxisId="right"
            orientation="right"
            domain={[0, right.max]}
            ticks={Array.from({ length: right.max + 1 }, (_, tick) => tick)}
            width={32}
            {...axisProps}
          />
        )}
        <Tooltip
          {...tooltipStyles}
          labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : '')}
          formatter={(value, name) =>
            byName.get(String(name))?.right ? formatAverage(Number(value)) : formatCount(Number(value))
          }
        />
        <Legend wrapperStyle={legendStyle} itemSorter={null} />
        {series.map((item) => (
          <Line
            key={item.key}
            yAxisId={item.right ? 'right' : 'left'}
            type={curve}
            dataKey={item.key}
            name={item.name}
            stroke={item.color}
            strokeWidth={2}
            strokeDasharray={item.dashed ? DASHED : undefined}
            dot={data.length <= DOTS_UP_TO ? { r: 2, fill: item.color } : false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartBox>
  );
}
