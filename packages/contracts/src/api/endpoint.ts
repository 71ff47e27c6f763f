/** The shape of one API call in the endpoint table, and the route-slot schemas the table shares. */
import { z } from 'zod';
import { idParamSchema } from '../schemas/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * none: anyone; optional: anyone, more for a signed-in user; user: signed in; author: signed-in author;
 * moderator: a moderator or admin; admin: an admin.
 */
export type Access = 'none' | 'optional' | 'user' | 'author' | 'moderator' | 'admin';

export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: number;
  /** Not JSON (the cover image). */
  binary?: string;
  /** A body larger than the default (BODY_LIMITS): a chapter's text or a cover, a takedown notice. */
  bodyLimit?: 'document' | 'notice';
}

/**
 * The most bytes of JSON a call takes. Most calls carry a few fields, so a signed-out call takes 16 KB and a signed-in
 * one 64 KB (a 5,000-character comment written as \u escapes is 30 KB); a takedown notice 128 KB; a chapter's text
 * (500,000 characters) or a 2 MB cover as base64, 4 MB.
 */
export const BODY_LIMITS = {
  signedOut: 16 * 1024,
  signedIn: 64 * 1024,
  notice: 128 * 1024,
  document: 4 * 1024 * 1024,
} as const;

export const id = idParamSchema('id');
export const novelId = idParamSchema('novelId');
export const chapterId = idParamSchema('chapterId');
export const slot = z.object({ novelId: z.coerce.number().int().positive(), slot: z.string().max(40) });

/** Whether a call with this access needs someone signed in (401 otherwise). */
export const needsSignIn = (access: Access): boolean => access !== 'none' && access !== 'optional';

/** Checks an endpoint against the interface while keeping its literal type. */
export const e = <const T extends Endpoint>(endpoint: T): T => endpoint;
