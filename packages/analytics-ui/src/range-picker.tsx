/** The period: 7, 30 or 90 days, or all time, as one segmented row of radio buttons (reader-ui's ChoiceGroup). */
import { MESSAGES, STATS_RANGES, type StatsRange } from '@inkshelf/contracts';
import { ChoiceGroup } from '@inkshelf/reader-ui';

const S = MESSAGES.stats;
const OPTIONS = STATS_RANGES.map((range) => ({ value: range, label: S.ranges[range] }));

export function RangePicker({ value, onChange }: { value: StatsRange; onChange: (range: StatsRange) => void }) {
  return (
    <ChoiceGroup
      legend={S.rangeLabel}
      options={OPTIONS}
      value={value}
      onChange={onChange}
      className="w-full max-w-md"
    />
  );
}
