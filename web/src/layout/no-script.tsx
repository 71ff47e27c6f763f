/**
 * The header without JavaScript (issue 37): the menu toggle and the sign-in buttons open things only a script can,
 * so a <noscript> hides them and shows plain links instead: the site navigation under the header on phones, and a
 * Log In link to /auth. Browsers running scripts never show these, and React does not hydrate them.
 */
import { SITE_ROUTES } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { PAGE_WIDTH } from './page.ts';
import { SITE_ITEMS } from './nav-items.ts';

// The header stops being sticky too: with the menu open under it, it would cover a quarter of a phone's screen.
const HIDE_SCRIPTED = '[data-needs-script]{display:none!important}[data-site-header]{position:static!important}';

/** Log In as a link, beside the theme switch from 768px (the phone menu below carries it too). */
export function NoScriptSignIn() {
  return (
    <noscript>
      <style>{HIDE_SCRIPTED}</style>
      <a href={SITE_ROUTES.signIn} className={buttonClasses('ghost', 'sm', 'hidden md:inline-flex')}>
        Log In
      </a>
    </noscript>
  );
}

/** The phone menu's links, always open. */
export function NoScriptMenu() {
  const link = 'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground';
  return (
    <noscript>
      <nav aria-label="Menu" className={`${PAGE_WIDTH} pb-3 md:hidden`}>
        <ul className="grid grid-cols-3 gap-1">
          {[...SITE_ITEMS, { label: 'Log In', to: SITE_ROUTES.signIn }].map((item) => (
            <li key={item.to}>
              <a href={item.to} className={link}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
