/**
 * The moment (ms) a server render took as 'now'. The server provides it, and the browser provides the same value
 * while it hydrates that HTML, so both write the same relative times; the browser then moves on to its own clock.
 * A module of its own, so the website's entry can provide it without carrying <RelativeTime>.
 */
import { createContext } from 'react';

export const RenderTimeContext = createContext<number | null>(null);
