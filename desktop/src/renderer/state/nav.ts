/** Which screen the studio shows (a desktop app has no address bar: a small store instead of a router). */
import { create } from 'zustand';
import type { DraftKey } from '../../shared/bridge.ts';

export type Screen =
  | { name: 'novels' }
  | { name: 'new-novel' }
  | { name: 'novel'; novelId: number; novelTitle: string }
  | { name: 'analytics'; novelId: number; novelTitle: string }
  | { name: 'editor'; key: DraftKey; novelTitle: string; chapterNumber: number | null };

export const useNav = create<{ screen: Screen }>()(() => ({ screen: { name: 'novels' } }));

export function go(screen: Screen): void {
  useNav.setState({ screen });
}
