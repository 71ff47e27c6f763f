/** Site footer: library and policy links, the community chat, and the takedown notice. */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { COMMUNITY_CHAT_URL, FOOTER_GROUPS } from './nav-items.ts';
import { PAGE_WIDTH } from './page.ts';
import { CurrentPageLink } from './site-nav.tsx';

const linkClasses = 'text-sm text-muted-foreground hover:text-foreground hover:underline underline-offset-4';

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-muted/40">
      <div className={`${PAGE_WIDTH} grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="grid content-start gap-3 lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 font-bold">
            <BookOpen aria-hidden="true" className="size-5 text-primary" />
            {PRODUCT_NAME}
          </Link>
          <p className="max-w-md text-sm text-muted-foreground">
            A community-driven home for web novels and fan fiction, made by enthusiasts to read, write and connect.
            Stories are free to read. Content is removed on request of copyright holders.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="grid content-start gap-2">
            <h2 className="text-sm font-semibold">{group.title}</h2>
            {group.items.map((item) => (
              <CurrentPageLink key={item.to} to={item.to} className={linkClasses}>
                {item.label}
              </CurrentPageLink>
            ))}
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div
          className={`${PAGE_WIDTH} flex flex-wrap items-center justify-between gap-2 py-4 text-sm text-muted-foreground`}
        >
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <a
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClasses} inline-flex items-center gap-1`}
          >
            Join the community chat
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
