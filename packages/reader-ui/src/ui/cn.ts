/** Class-name joiner shared by the components (clsx re-exported under the usual name). */
export { clsx as cn, type ClassValue } from 'clsx';
