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
}

export const id = idParamSchema('id');
export const novelId = idParamSchema('novelId');
export const chapterId = idParamSchema('chapterId');
export const slot = z.object({ novelId: z.coerce.number().int().positive(), slot: z.string().max(40) });

/** Whether a call with this access needs someone signed in (401 otherwise). */
export const needsSignIn = (access: Access): boolean => access !== 'none' && access !== 'optional';

/** Checks an endpoint against the interface while keeping its literal type. */
export const e = <const T extends Endpoint>(endpoint: T): T => endpoint;
