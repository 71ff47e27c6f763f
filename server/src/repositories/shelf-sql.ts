/**
 * SQL shared by the follow and library lists (issue 19): which novels a reader may see, and how many of a novel's
 * published chapters the reader has not read (the 'N new' badge; read chapters are rows of chapter_reads).
 */
import { publicNovelSql } from './readable-content.ts';

/** The novel under alias `novel` is public or the reader's own (the reader's id is the `?` it adds). */
export const visibleToReaderSql = (novel: string): string => `(${publicNovelSql(novel)} or ${novel}.author_id = ?)`;

/** Published chapters of the novel under alias `novel` without a read by the reader (one `?`, the reader's id). */
export const newChaptersSql = (novel: string): string =>
  `(select count(*) from chapters ch
     where ch.novel_id = ${novel}.id and ch.status = 'published'
       and not exists (select 1 from chapter_reads r where r.user_id = ? and r.chapter_id = ch.id))::int`;
