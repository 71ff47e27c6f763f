/**
 * Home, Browse, Rankings and Genres as links, and CurrentPageLink, which marks the link to the page on screen with
 * aria-current="page" (a few lines instead of react-router's NavLink, which would grow every route's shared chunk).
 */
import { cn } from '@inkshelf/reader-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE_ITEMS } from './nav-items.ts';

export interface CurrentPageLinkProps {
  to: string;
  className: string;
  /** Added to `className` on the current page's link. */
  activeClassName?: string;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}

export function CurrentPageLink({ to, className, activeClassName, onClick, children }: CurrentPageLinkProps) {
  const current = useLocation().pathname === to;
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(className, current && activeClassName)}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

export interface SiteNavProps {
  className?: string;
  /** Lays the links out (a row in the header, a grid in the mobile menu). */
  listClassName: string;
  linkClassName: string;
  activeClassName: string;
  /** After a pick (the mobile menu closes). */
  onNavigate?: () => void;
}

export function SiteNav({ className, listClassName, linkClassName, activeClassName, onNavigate }: SiteNavProps) {
  return (
    <nav aria-label="Site" className={className}>
      <ul className={listClassName}>
        {SITE_ITEMS.map((item) => (
          <li key={item.to}>
            <CurrentPageLink
              to={item.to}
              className={linkClassName}
              activeClassName={activeClassName}
              onClick={onNavigate}
            >
              {item.label}
            </CurrentPageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
