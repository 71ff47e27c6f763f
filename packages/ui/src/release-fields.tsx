/**
 * The release of a chapter (issue 33), website and studio alike: when (a date and time in the author's zone, which
 * the author may change once for every later visit) and whether followers are notified.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { cn } from '@inkshelf/reader-ui';
import { useId, useMemo } from 'react';
import { CheckboxField, FormField } from './form-field.tsx';
import { inputClasses } from './input-classes.ts';
import { formatInZone, instantInZone, knownZones, localInputInZone } from './zoned-time.ts';

const R = MESSAGES.releases;

export interface ReleaseChoice {
  /** A `datetime-local` value in `zone`; '' when no time is chosen. */
  when: string;
  notifyFollowers: boolean;
}

export interface ReleaseFieldsProps {
  value: ReleaseChoice;
  onChange: (value: ReleaseChoice) => void;
  zone: string;
  /** The author picked another zone: the caller keeps it on the account. Absent: the zone is shown, not offered. */
  onZoneChange?: (zone: string) => void;
  /** Show the date and time (scheduling); without it only the notify choice (publishing now). */
  withTime: boolean;
  error?: string | undefined;
  /** Shown while no time is chosen (a rhythm's next free slot, which the chapter then takes). */
  emptyHint?: string | undefined;
  disabled?: boolean;
  className?: string;
}

export function ReleaseFields(props: ReleaseFieldsProps) {
  const { value, onChange, zone, onZoneChange, withTime, error, emptyHint, disabled, className } = props;
  const zoneId = useId();
  const zones = useMemo(() => knownZones(zone), [zone]);
  const instant = withTime ? instantInZone(value.when, zone) : null;
  return (
    <fieldset className={cn('grid gap-3 rounded-md border border-border bg-muted/40 p-3', className)}>
      <legend className="px-1 text-sm font-medium">{withTime ? R.schedule : R.publishNow}</legend>
      {withTime && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={R.releaseAt}
            type="datetime-local"
            value={value.when}
            min={localInputInZone(new Date(), zone)}
            error={error}
            hint={instant ? R.scheduledFor(`${formatInZone(instant, zone)} (${zone})`) : emptyHint}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, when: event.currentTarget.value })}
          />
          <div className="grid content-start gap-1.5">
            <label htmlFor={zoneId} className="text-sm font-medium">
              {R.timeZoneLabel}
            </label>
            {onZoneChange ? (
              <select
                id={zoneId}
                className={inputClasses}
                value={zone}
                disabled={disabled}
                onChange={(event) => onZoneChange(event.currentTarget.value)}
              >
                {zones.map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            ) : (
              <output id={zoneId} className="text-sm">
                {zone}
              </output>
            )}
          </div>
        </div>
      )}
      <CheckboxField
        label={R.notifyFollowers}
        checked={value.notifyFollowers}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, notifyFollowers: event.currentTarget.checked })}
      />
      {!value.notifyFollowers && <p className="text-xs text-muted-foreground">{R.silentHint}</p>}
    </fieldset>
  );
}
