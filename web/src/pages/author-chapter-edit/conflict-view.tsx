/** Shown when a save met a newer version (409): theirs and mine side by side; keep mine, take theirs or copy mine. */
import type { Chapter } from '@inkshelf/contracts';
import { Button, formatFullDate } from '@inkshelf/reader-ui';
import { Check, Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@inkshelf/ui/toast';
import type { ChapterValues } from '../author-shared/chapter-form.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';

export interface ConflictViewProps {
  theirs: Chapter;
  mine: ChapterValues;
  pending: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The chapter's text without markup, paragraphs on their own lines. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.children].map((element) => element.textContent.trim());
  return (blocks.length > 0 ? blocks.join('\n\n') : doc.body.textContent).trim();
}

/** Puts my version on the clipboard: HTML for editors that take it, plain text for the rest. */
export async function copyVersion(values: ChapterValues): Promise<void> {
  const text = [values.title, plainText(values.content), values.authorNote].filter(Boolean).join('\n\n');
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const html = `<h1>${escapeHtml(values.title)}</h1>${values.content}`;
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([text], { type: 'text/plain' }),
        'text/html': new Blob([html], { type: 'text/html' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(text);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function ConflictView({ theirs, mine, pending, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const headingId = useId();
  const copy = async () => {
    try {
      await copyVersion(mine);
      toast({ title: T.copied, description: T.copiedText });
    } catch {
      toast({ title: 'Error', description: T.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border-2 border-destructive/60 bg-card p-4 text-card-foreground sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {T.conflictTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{T.conflictText}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Version
          heading={T.theirs}
          meta={T.savedAt(formatFullDate(theirs.updatedAt))}
          values={{
            title: theirs.title,
            chapterNumber: String(theirs.chapterNumber),
            content: theirs.contentHtml,
            authorNote: theirs.authorNote ?? '',
          }}
        />
        <Version heading={T.mine} values={mine} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={pending} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {T.copyMine}
        </Button>
        <Button variant="outline" disabled={pending} onClick={onTakeTheirs}>
          <Download aria-hidden="true" className="size-4" />
          {T.takeTheirs}
        </Button>
        <Button disabled={pending} onClick={onKeepMine}>
          <Check aria-hidden="true" className="size-4" />
          {pending ? T.saving : T.keepMine}
        </Button>
      </div>
    </section>
  );
}

function Version({ heading, meta, values }: { heading: string; meta?: string; values: ChapterValues }) {
  const id = useId();
  return (
    <article aria-labelledby={id} className="grid min-w-0 content-start gap-2 rounded-md border border-border p-3">
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      {meta && <p className="text-xs text-muted-foreground">{meta}</p>}
      <p className="text-sm">
        <span className="text-muted-foreground">{T.chapterLabel(Number(values.chapterNumber) || 0, '')}</span>
        <span className="font-medium">{values.title}</span>
      </p>
      {/* Server-sanitised HTML (theirs) or the editor's allowlisted output (mine). */}
      <div
        role="region"
        aria-label={`${heading}: ${T.content}`}
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded border border-border bg-background p-3 font-reading text-sm leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:font-semibold [&_h3]:font-semibold [&_p]:my-2"
        dangerouslySetInnerHTML={{ __html: values.content }}
      />
      {values.authorNote.trim() !== '' && (
        <p className="text-sm text-muted-foreground">
          {T.authorNote}: {values.authorNote}
        </p>
      )}
    </article>
  );
}
