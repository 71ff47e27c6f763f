import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHAPTER_EMAIL_MODES, USER_ROLES } from '@inkshelf/contracts';

/** A username as author search compares it: lower case, letters and digits only. */
export const USERNAME_KEY_SQL = (column: string) => `regexp_replace(lower(${column}), '[^[:alnum:]]', '', 'g')`;

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(320),
    username: p.string().length(64),
    /** argon2id hash; null for accounts that only sign in through a third party. */
    password: p.string().length(255).nullable().hidden().lazy(),
    isAuthor: p.boolean().default(false),
    /** Issue 18: member, moderator (works the moderation queue) or admin (also grants roles, reads the audit log). */
    role: p.enum([...USER_ROLES]).default('member'),
    /** Set while the account is suspended: it cannot sign in or write. Null until = until an admin lifts it. */
    suspendedAt: p.datetime().nullable(),
    suspendedUntil: p.datetime().nullable(),
    suspensionNote: p.text().nullable(),
    /** Issue 19: new-chapter emails off, one per chapter, or a daily digest (the default). */
    chapterEmails: p.enum([...CHAPTER_EMAIL_MODES]).default('digest'),
    /** Issue 33: the IANA zone the author enters and reads release times in; null: the device's own. */
    timeZone: p.string().length(64).nullable(),
    /** Issue 37: when the account confirmed it is 18 or older (Mature novels then open without a notice). */
    adultConfirmedAt: p.datetime().nullable(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
    {
      name: 'users_username_lower_unique',
      expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
    },
  ],
  indexes: [
    // Search's author match (services/search.ts): a word of a username, without reading every account.
    {
      name: 'users_username_search_index',
      expression: `create index "users_username_search_index" on "users" using gin (to_tsvector('simple', "username"))`,
    },
    // Author search (issue 37): the username's letters and digits only ("theo vance" finds TheoVance), by prefix,
    // part or trigram similarity.
    {
      name: 'users_username_key_trgm_index',
      expression: `create index "users_username_key_trgm_index" on "users" using gin ((${USERNAME_KEY_SQL('"username"')}) gin_trgm_ops)`,
    },
  ],
});

export type User = InferEntity<typeof User>;
