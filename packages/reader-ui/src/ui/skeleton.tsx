/** Skeleton primitive: a pulsing muted block standing in for content while it loads. */
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
