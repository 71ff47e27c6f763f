/**
 * The text input look, shared by the form fields and the website's search box. A module of its own so that the
 * header (in the entry chunk) does not carry the form components with it.
 */
export const inputClasses =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-destructive';
