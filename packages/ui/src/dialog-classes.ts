/** Class lists of the Radix dialogs of the website and the studio (overlay, centred card, close button). */
export const dialogOverlayClasses = 'fixed inset-0 z-50 bg-black/50';

/** The centred card without its width: for a dialog that picks its own (the studio's wide preview). */
export const dialogCardClasses =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none';

/** The centred card, 28 rem wide at most. */
export const dialogContentClasses = `${dialogCardClasses} max-w-md`;

export const dialogCloseClasses =
  'absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
