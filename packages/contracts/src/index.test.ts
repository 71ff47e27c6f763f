import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);
const isRequest = (name: string) => /(?:Body|Query|Param|Form|Input|GenresText)Schema$/.test(name);

describe('package entry', () => {
  it('exports the schemas the server and clients rely on', () => {
    const names = schemas.map(([name]) => name);
    for (const name of [
      'CurrentUserSchema',
      'PublicUserSchema',
      'NovelSchema',
      'NovelDetailSchema',
      'ChapterSchema',
      'ChapterReadSchema',
      'ChapterReadTextSchema',
      'ChapterReadQuerySchema',
      'ChapterSummarySchema',
      'CommentSchema',
      'ReviewSchema',
      'BookmarkSchema',
      'ReadingProgressItemSchema',
      'LatestProgressSchema',
      'NovelReadingHistorySchema',
      'LatestUpdateItemSchema',
      'SearchResultSchema',
      'LikeToggleResultSchema',
      'LikedResultSchema',
      'HealthSchema',
      'ErrorBodySchema',
      'LoginBodySchema',
      'RegisterBodySchema',
      'ResetPasswordBodySchema',
      'ResetPasswordConfirmBodySchema',
      'ChangeUsernameBodySchema',
      'ChangePasswordBodySchema',
      'BecomeAuthorBodySchema',
      'NovelCreateBodySchema',
      'NovelUpdateBodySchema',
      'ChapterCreateBodySchema',
      'ChapterUpdateBodySchema',
      'ReviewBodySchema',
      'CommentBodySchema',
      'BookmarkBodySchema',
      'ReadingProgressBodySchema',
      'NovelListQuerySchema',
      'LimitQuerySchema',
      'SearchQuerySchema',
      'IdParamSchema',
      'LoginFormSchema',
      'RegisterFormSchema',
      'PasswordResetFormSchema',
      'ChangePasswordFormSchema',
      'NovelEditFormSchema',
      'ChapterFormSchema',
      'CommentFormSchema',
      'ReplyFormSchema',
    ]) {
      expect(names).toContain(name);
    }
    expect(contracts.MESSAGES.errors.internal).toBe('Internal server error');
    expect(contracts.LIMITS.maxReplyDepth).toBe(5);
  });

  it('lets every schema be described as JSON Schema for the OpenAPI document', () => {
    for (const [name, schema] of schemas) {
      expect(() => z.toJSONSchema(schema, { io: 'input' }), name).not.toThrow();
      if (!isRequest(name)) expect(() => z.toJSONSchema(schema, { io: 'output' }), name).not.toThrow();
    }
  });

  it('types request inputs so that optional fields can be left out', () => {
    const query: z.input<typeof contracts.NovelListQuerySchema> = {};
    const chapter: z.input<typeof contracts.ChapterCreateBodySchema> = { title: 'T', content: 'C' };
    const novel: z.input<typeof contracts.NovelCreateBodySchema> = {
      title: 'Title',
      description: 'd'.repeat(20),
      genres: 'Fantasy, Romance',
    };
    const login: z.input<typeof contracts.LoginBodySchema> = { emailOrUsername: 'ana', password: 'x' };
    expect(contracts.NovelListQuerySchema.parse(query).limit).toBe(100);
    expect(contracts.ChapterCreateBodySchema.parse(chapter).status).toBe('draft');
    expect(contracts.NovelCreateBodySchema.parse(novel).genres).toEqual(['Fantasy', 'Romance']);
    expect(contracts.LoginBodySchema.parse(login).rememberMe).toBe(false);
  });
});
