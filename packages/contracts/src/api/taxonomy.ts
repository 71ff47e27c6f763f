/** Curated genres and free tags (issue 37): part of the endpoint table (see ../api.ts). */
import { z } from 'zod';
import { MessageResponseSchema } from '../schemas/common.ts';
import { GenreCountSchema } from '../schemas/novels.ts';
import {
  GenreBodySchema,
  TagCountListSchema,
  TagDetailSchema,
  TagMergeBodySchema,
  TagQuerySchema,
} from '../schemas/tags.ts';
import { e } from './endpoint.ts';

const genre = z.object({ genre: z.string() });
const tag = z.object({ tag: z.string() });

export const TAXONOMY_ENDPOINTS = {
  createGenre: e({
    method: 'POST',
    path: '/api/genres',
    summary: 'Add a genre to the curated list',
    tag: 'Moderation',
    access: 'admin',
    body: GenreBodySchema,
    response: GenreCountSchema,
    status: 201,
  }),
  renameGenre: e({
    method: 'PUT',
    path: '/api/genres/{genre}',
    summary: 'Rename a curated genre, on every novel that carries it',
    tag: 'Moderation',
    access: 'admin',
    params: genre,
    body: GenreBodySchema,
    response: GenreCountSchema,
  }),
  deleteGenre: e({
    method: 'DELETE',
    path: '/api/genres/{genre}',
    summary: 'Remove a curated genre no novel carries (409 while one does)',
    tag: 'Moderation',
    access: 'admin',
    params: genre,
    response: MessageResponseSchema,
  }),
  listTags: e({
    method: 'GET',
    path: '/api/tags',
    summary: 'Tags starting with q (without q, the most used), most used first, canonical spellings only',
    tag: 'Novels',
    access: 'none',
    query: TagQuerySchema,
    response: TagCountListSchema,
  }),
  tagDetail: e({
    method: 'GET',
    path: '/api/tags/{tag}',
    summary: 'A tag (a merged synonym answers its canonical tag) with its published novels and synonyms',
    tag: 'Novels',
    access: 'none',
    params: tag,
    response: TagDetailSchema,
  }),
  mergeTag: e({
    method: 'POST',
    path: '/api/tags/{tag}/merge',
    summary: 'Make a tag a synonym of another: every novel carrying it carries the canonical tag instead',
    tag: 'Moderation',
    access: 'admin',
    params: tag,
    body: TagMergeBodySchema,
    response: TagDetailSchema,
  }),
};
