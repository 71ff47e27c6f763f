/** The header's stand-in marker, now in @inkshelf/ui; this module goes once header.tsx imports it from there. */
export { RETURN_FOCUS_ATTRIBUTE } from '@inkshelf/ui/focus-return';
