/** Router-agnostic links: the host passes how to render one (react-router's Link on web), plain <a> otherwise. */
import { createContext, useContext, type ReactNode } from 'react';

export interface LinkRenderProps {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** Default: a plain anchor (full page load). */
export const renderAnchor: RenderLink = ({ to, children, className, 'aria-label': label }) => (
  <a href={to} className={className} aria-label={label}>
    {children}
  </a>
);

const LinkContext = createContext<RenderLink>(renderAnchor);

/** Sets the link renderer once for a subtree, so components need no renderLink prop. */
export function LinkProvider({ renderLink, children }: { renderLink: RenderLink; children?: ReactNode }) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** The renderer to use: the component's own prop first, then the provider's, then a plain anchor. */
export function useRenderLink(override?: RenderLink): RenderLink {
  const fromContext = useContext(LinkContext);
  return override ?? fromContext;
}

/** The site's page paths, declared with its routes in the contracts (SITE_ROUTES). */
export { authorPath, chapterPath, novelPath } from '@inkshelf/contracts';
