/**
 * Tabs (WAI-ARIA tabs pattern, selection follows focus): a tab list that wraps onto a second line on narrow
 * screens instead of scrolling sideways, and the one panel of the selected tab. Used by /library and /moderation.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  current: T;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

export function Tabs<T extends string>({ tabs, current, onSelect, label, children, className }: TabsProps<T>) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    onSelect(tabs[wrapped]!.id);
    buttons.current[wrapped]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-6 flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${
                selected
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-background/60 hover:text-foreground'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
