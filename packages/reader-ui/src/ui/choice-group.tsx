/**
 * ChoiceGroup: a few mutually exclusive options as one segmented row, built from native radio buttons in a
 * fieldset (its legend names the group; Tab reaches the chosen one, the arrow keys move between them).
 */
import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface ChoiceOption<T extends string | number> {
  value: T;
  /** Its visible label, which also names it (decorations inside should be aria-hidden). */
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-0.5 rounded-md border border-input bg-background p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex h-9 min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-[5px] px-2 text-sm',
              'text-foreground [&:not(:has(:checked)):hover]:bg-accent [&:not(:has(:checked)):hover]:text-accent-foreground',
              'has-checked:bg-primary has-checked:text-primary-foreground',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[5px] opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
