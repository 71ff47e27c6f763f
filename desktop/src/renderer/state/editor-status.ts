/** What the open editor shows in the window's status bar (words, disk state, draft file); null with no editor open. */
import { create } from 'zustand';
import type { DiskState } from '../lib/save-state.ts';

export interface EditorStatus {
  disk: DiskState;
  words: number;
  file: string | null;
}

export const useEditorStatus = create<{ status: EditorStatus | null }>()(() => ({ status: null }));
