/** Their version (the server's, changed elsewhere) beside mine: keep mine, take theirs or copy mine. Nothing is overwritten silently. */
import type { Chapter } from '@inkshelf/contracts';
import { Button, formatFullDate } from '@inkshelf/reader-ui';
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { DraftFields } from '../../../shared/bridge.ts';
import { toast } from '@inkshelf/ui/toast';
import { plainText, wordsOf } from '../../lib/text.ts';

export interface ConflictViewProps {
  theirs: Chapter;
  mine: DraftFields;
  pending: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export async function copyVersion(values: DraftFields): Promise<void> {
  const text = [values.title, plainText(values.content), values.authorNote].filter(Boolean).join('\n\n');
  await navigator.clipboard.writeText(text);
}

export function ConflictView({ theirs, mine, pending, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await copyVersion(mine);
      toast({ title: 'Copied', description: 'Your version is on the clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy to the clipboard.', variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border-2 border-destructive/60 bg-card p-4 text-card-foreground"
    >
      <div className="grid gap-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          This chapter changed on the server
        </h2>
        <p className="text-sm text-muted-foreground">
          Someone saved it elsewhere after you started. Choose which version to keep; nothing is overwritten until you
          do.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Version
          heading="Their version"
          meta={`Saved ${formatFullDate(theirs.updatedAt)}`}
          values={{
            title: theirs.title,
            chapterNumber: theirs.chapterNumber,
            content: theirs.contentHtml,
            authorNote: theirs.authorNote ?? '',
          }}
        />
        <Version heading="Your version" meta="On this computer" values={mine} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={pending} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy mine
        </Button>
        <Button variant="outline" disabled={pending} onClick={onTakeTheirs}>
          <Download aria-hidden="true" className="size-4" />
          Take theirs
        </Button>
        <Button disabled={pending} onClick={onKeepMine}>
          <Check aria-hidden="true" className="size-4" />
          Keep mine
        </Button>
      </div>
    </section>
  );
}

function Version({ heading, meta, values }: { heading: string; meta: string; values: DraftFields }) {
  const id = useId();
  const words = wordsOf(values.content);
  return (
    <article aria-labelledby={id} className="grid min-w-0 content-start gap-2 rounded-md border border-border p-3">
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      <p className="text-xs text-muted-foreground">
        {meta} · {words} {words === 1 ? 'word' : 'words'}
      </p>
      <p className="text-sm font-medium">{values.title || 'Untitled chapter'}</p>
      {/* Server-sanitised HTML (theirs) or the editor's allowlisted output (mine). */}
      <div
        role="region"
        aria-label={`${heading}: content`}
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded border border-border bg-background p-3 font-reading text-sm leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:font-semibold [&_h3]:font-semibold [&_p]:my-2"
        dangerouslySetInnerHTML={{ __html: values.content }}
      />
      {values.authorNote.trim() !== '' && (
        <p className="text-sm text-muted-foreground">Author&rsquo;s note: {values.authorNote}</p>
      )}
    </article>
  );
}
