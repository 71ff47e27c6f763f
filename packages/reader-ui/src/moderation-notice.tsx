/**
 * 'Hidden by moderation' (issue 18): what the author of a hidden novel, chapter, comment or review sees on it,
 * with the moderator's note. Nobody else is sent the mark, so this shows only where the server sent one.
 */
import type { ModerationMark } from '@inkshelf/contracts';
import { EyeOff } from 'lucide-react';
import { cn } from './ui/cn.ts';

export const HIDDEN_BY_MODERATION = 'Hidden by moderation';

export interface ModerationNoticeProps {
  mark: ModerationMark;
  /** One line (a badge with the note after it) for tight rows; a small panel otherwise. */
  compact?: boolean;
  className?: string;
}

export function ModerationNotice({ mark, compact = false, className }: ModerationNoticeProps) {
  return (
    <div
      role="note"
      aria-label={HIDDEN_BY_MODERATION}
      className={cn(
        'flex min-w-0 items-start gap-2 rounded-md border border-warning/50 bg-warning/10 text-sm text-foreground',
        compact ? 'px-2 py-1' : 'px-3 py-2',
        className,
      )}
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p className="min-w-0 break-words">
        <strong className="font-semibold">{HIDDEN_BY_MODERATION}</strong>
        {mark.note ? <span className="text-muted-foreground">: {mark.note}</span> : null}
        {!compact && (
          <span className="block text-xs text-muted-foreground">Only you and the moderators can see it.</span>
        )}
      </p>
    </div>
  );
}
