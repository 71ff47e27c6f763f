/**
 * The charts' colours and axis styles as the design tokens' CSS variables (packages/reader-ui/src/theme.css): the
 * SVG follows the page's light or dark class the moment it changes, with no re-render and no flash of the other
 * theme. Series differ by line style as well as colour, for readers who cannot tell the colours apart.
 */
import type { CSSProperties } from 'react';

export const CHART_COLORS = {
  first: 'var(--ink-primary)',
  second: 'var(--ink-success)',
  third: 'var(--ink-warning)',
  mark: 'var(--ink-destructive)',
  grid: 'var(--ink-border)',
  text: 'var(--ink-muted-foreground)',
} as const;

/** The height every chart keeps, also while it measures its width (no layout shift). */
export const CHART_HEIGHT_CLASS = 'h-60';

export const DASHED = '5 4';

export const axisProps = {
  stroke: CHART_COLORS.grid,
  tick: { fill: CHART_COLORS.text, fontSize: 12 },
  tickLine: false,
} as const;

export const gridProps = { stroke: CHART_COLORS.grid, strokeDasharray: '3 3', vertical: false } as const;

export const tooltipStyles: { contentStyle: CSSProperties; labelStyle: CSSProperties; cursor: { stroke: string } } = {
  contentStyle: {
    background: 'var(--ink-card)',
    border: '1px solid var(--ink-border)',
    borderRadius: 6,
    color: 'var(--ink-card-foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--ink-card-foreground)', fontWeight: 600 },
  cursor: { stroke: CHART_COLORS.grid },
};

export const legendStyle: CSSProperties = { fontSize: 13, color: CHART_COLORS.text };

/** Chart margins: room for the axis labels at 390 px without clipping. */
export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 } as const;
