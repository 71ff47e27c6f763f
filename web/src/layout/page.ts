/** Layout conventions for pages: the content column every screen sits in (header and footer use the same width). */
export const PAGE_WIDTH = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** Wrap a page's content in this: `<div className={PAGE_CONTAINER}>...</div>`. */
export const PAGE_CONTAINER = `${PAGE_WIDTH} py-8`;

/** A narrower column for reading text and forms (static pages, profile, reset password). */
export const PROSE_CONTAINER = 'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6';
