/** What a bookmark row shows (with the fallbacks for a removed novel) and the filter over title and description. */
import { MESSAGES, type Bookmark } from '@inkshelf/contracts';
import { BOOKMARK_TEXTS as T } from './texts.ts';

export interface BookmarkRow {
  novelId: number;
  /** The novel's title, or 'Novel not found' when the novel is gone. */
  title: string;
  /** Null when the novel has none ('No description available.' is shown). */
  description: string | null;
  author: string;
  coverImage: string | null;
  /** False for a bookmark whose novel was removed: no links then. */
  exists: boolean;
}

export function bookmarkRow(bookmark: Bookmark): BookmarkRow {
  const { novel } = bookmark;
  if (!novel) {
    return {
      novelId: bookmark.novelId,
      title: T.missingTitle,
      description: T.missingDescription,
      author: MESSAGES.authorFallbacks.bookmarks,
      coverImage: null,
      exists: false,
    };
  }
  return {
    novelId: novel.id,
    title: novel.title,
    description: novel.description.trim() || null,
    author: novel.authorName.trim() || MESSAGES.authorFallbacks.bookmarks,
    coverImage: novel.coverImage,
    exists: true,
  };
}

/** Rows whose title or description contains the text, ignoring case and surrounding spaces; all for no text. */
export function filterBookmarks(rows: readonly BookmarkRow[], text: string): BookmarkRow[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter(
    (row) =>
      row.title.toLocaleLowerCase().includes(needle) || (row.description ?? '').toLocaleLowerCase().includes(needle),
  );
}
