/**
 * The frame of every chart: a fixed height, the full width of its panel (down to 390 px), and hidden from assistive
 * technology, which reads the panel's table instead (the same figures, with headers).
 */
import { cn } from '@inkshelf/reader-ui';
import type { ReactNode } from 'react';
import { CHART_HEIGHT_CLASS } from './chart-theme.ts';

/** Props every chart here gives its recharts chart: sized by CSS, no keyboard layer of its own, no animation. */
export const CHART_PROPS = {
  responsive: true,
  style: { width: '100%', height: '100%' },
  accessibilityLayer: false,
} as const;

export function ChartBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" data-testid="stats-chart" className={cn(CHART_HEIGHT_CLASS, 'w-full min-w-0', className)}>
      {children}
    </div>
  );
}
