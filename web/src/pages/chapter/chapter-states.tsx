/**
 * The reading page's other views, 'Error loading chapter' and 'Access Denied': loaded only when one is shown, so
 * the reading route does not carry them.
 */
import { buttonClasses, novelPath } from '@inkshelf/reader-ui';
import { AlertTriangle, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { CHAPTER_TEXTS } from './texts.ts';

function StateCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
}) {
  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 items-center justify-center`}>
      <section className="grid w-full max-w-md gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        {text && <p className="text-muted-foreground">{text}</p>}
        {action}
      </section>
    </div>
  );
}

export function ChapterError() {
  return (
    <StateCard
      icon={<AlertTriangle aria-hidden="true" className="mx-auto size-10 text-destructive" />}
      title={CHAPTER_TEXTS.errorTitle}
      action={
        <Link to="/" className={buttonClasses('outline', 'md', 'justify-self-center')}>
          {CHAPTER_TEXTS.returnHome}
        </Link>
      }
    />
  );
}

export function ChapterAccessDenied({ novelName }: { novelName: string }) {
  return (
    <StateCard
      icon={<Lock aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
      title={CHAPTER_TEXTS.deniedTitle}
      text={CHAPTER_TEXTS.deniedText}
      action={
        <Link to={novelPath(novelName)} className={buttonClasses('outline', 'md', 'justify-self-center')}>
          {CHAPTER_TEXTS.returnToNovel}
        </Link>
      }
    />
  );
}
