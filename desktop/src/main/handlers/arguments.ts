/** The argument list each channel accepts, as a zod tuple: dispatch() refuses anything else before a handler runs. */
import { z } from 'zod';
import type { StudioChannel } from '../../shared/bridge.ts';
import {
  draftKeySchema,
  draftSaveInputSchema,
  saveReasonSchema,
  serverUrlSchema,
  settingsPatchSchema,
  snapshotIdSchema,
  storedCredentialsSchema,
} from './schemas.ts';

const none = z.tuple([]);

export const argumentSchemas = {
  'drafts:save': z.tuple([draftSaveInputSchema, saveReasonSchema]),
  'drafts:load': z.tuple([draftKeySchema]),
  'drafts:list': z.tuple([serverUrlSchema]),
  'drafts:remove': z.tuple([draftKeySchema]),
  'drafts:rekey': z.tuple([draftKeySchema, draftKeySchema]),
  'drafts:snapshots': z.tuple([draftKeySchema]),
  'drafts:loadSnapshot': z.tuple([draftKeySchema, snapshotIdSchema]),
  'drafts:restoreSnapshot': z.tuple([draftKeySchema, snapshotIdSchema]),
  'drafts:problems': none,
  'credentials:get': none,
  'credentials:set': z.tuple([storedCredentialsSchema]),
  'credentials:clear': none,
  'credentials:isEncryptionAvailable': none,
  'settings:get': none,
  'settings:update': z.tuple([settingsPatchSchema]),
  'app:info': none,
  'app:openExternal': z.tuple([z.string().max(8192)]),
} satisfies Record<StudioChannel, z.ZodType>;
