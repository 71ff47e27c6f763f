/** Frame of the four static policy pages: title, effective date, a table of contents and numbered sections. */
import { POLICY } from '@inkshelf/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROSE_CONTAINER } from '../layout/page.ts';
import { pageTitle, usePageMeta } from '../layout/page-meta.ts';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** The page's meta description: one sentence on what the policy covers. */
  description: string;
  intro: ReactNode;
  sections: LegalSection[];
}

export function LegalPage({ title, description, intro, sections }: LegalPageProps) {
  usePageMeta(pageTitle(title), description);
  return (
    <article className={`${PROSE_CONTAINER} grid gap-8`}>
      <header className="grid gap-3 border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Effective date: {POLICY.effectiveDate}</p>
        <div className="grid gap-3 leading-relaxed">{intro}</div>
      </header>
      <nav aria-label="On this page" className="rounded-lg border border-border bg-muted/50 p-4">
        <h2 className="mb-2 text-sm font-semibold">On this page</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="grid scroll-mt-24 gap-3"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="grid gap-3 leading-relaxed [&_li]:ml-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1">
            {section.body}
          </div>
        </section>
      ))}
      <footer className="border-t border-border pt-6 text-sm text-muted-foreground">
        Related policies:{' '}
        {RELATED.filter((item) => item.title !== title).map((item, index) => (
          <span key={item.to}>
            {index > 0 && ' · '}
            <Link to={item.to} className="text-primary underline-offset-4 hover:underline">
              {item.title}
            </Link>
          </span>
        ))}
      </footer>
    </article>
  );
}

const RELATED = [
  { title: 'Terms of Service', to: '/terms' },
  { title: 'Privacy Policy', to: '/privacy' },
  { title: 'DMCA Policy', to: '/copyright' },
  { title: 'Content Guidelines', to: '/guidelines' },
];

/** An inline link to another page of the site, styled for prose. */
export function ProseLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
