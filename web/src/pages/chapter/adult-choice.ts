/** Where this browser keeps a reader's adult-content confirmation (issue 37; read before paint by theme-init.js). */
export const ADULT_OK_KEY = 'inkshelf-adult-ok';
export const ADULT_CONTINUE_ID = 'adult-continue';

/** Marks this browser as confirmed, at once (the CSS follows the attribute) and for later visits. */
export function rememberHere(): void {
  document.documentElement.dataset.adultOk = '';
  try {
    localStorage.setItem(ADULT_OK_KEY, '1');
  } catch {
    // Private windows may refuse storage: the attribute still opens this page.
  }
}
