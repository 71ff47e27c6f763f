/** The mobile menu's element id, shared by its toggle (header) and the lazily loaded menu. */
export const MOBILE_MENU_ID = 'mobile-menu';
