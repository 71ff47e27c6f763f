/** Contact addresses the policy pages name; set them at build time with VITE_SUPPORT_EMAIL and VITE_COPYRIGHT_EMAIL. */
const env = import.meta.env as Record<string, string | undefined>;

export const SUPPORT_EMAIL = env.VITE_SUPPORT_EMAIL ?? 'support@inkshelf.example';
export const COPYRIGHT_EMAIL = env.VITE_COPYRIGHT_EMAIL ?? 'copyright@inkshelf.example';
