import { MESSAGES } from '@inkshelf/contracts';
import { describe, expect, it } from 'vitest';
import type { User } from '../entities/index.ts';
import type { HttpError } from '../errors.ts';
import { chapterPolicy } from './chapter.ts';
import { commentPolicy } from './comment.ts';
import { novelPolicy } from './novel.ts';
import { authorize, can } from './policy.ts';
import { reviewPolicy } from './review.ts';
import { takedownPolicy } from './takedown.ts';

const person = (id: number, isAuthor = false) => ({ id, isAuthor }) as User;
const owner = person(1, true);
const otherAuthor = person(2, true);
const reader = person(3);
const novel = { author: owner };
const draft = { status: 'draft' as const, novel };
const published = { status: 'published' as const, novel };

function refusal(run: () => void): HttpError {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
}

describe('authorize', () => {
  it('answers 401 for anonymous users whatever the rule', () => {
    const error = refusal(() => authorize(null, novelPolicy.update, novel));
    expect(error.status).toBe(401);
    expect(error.message).toBe(MESSAGES.errors.authenticationRequired);
  });

  it('answers 403 with the rule message when refused', () => {
    const error = refusal(() => authorize(otherAuthor, novelPolicy.update, novel));
    expect(error.status).toBe(403);
    expect(error.message).toBe(MESSAGES.errors.editOwnNovelsOnly);
  });

  it('lets the permitted through', () => {
    expect(() => authorize(owner, novelPolicy.delete, novel)).not.toThrow();
  });
});

describe('the roles of spec section 6', () => {
  it('only authors create novels; only the owner edits and deletes them', () => {
    expect(can(owner, novelPolicy.create, undefined)).toBe(true);
    expect(can(reader, novelPolicy.create, undefined)).toBe(false);
    expect(can(owner, novelPolicy.update, novel)).toBe(true);
    expect(can(otherAuthor, novelPolicy.update, novel)).toBe(false);
    expect(can(reader, novelPolicy.delete, novel)).toBe(false);
  });

  it('drafts are readable only by the novel author; published chapters by anyone signed in or not', () => {
    expect(can(owner, chapterPolicy.read, draft)).toBe(true);
    expect(can(reader, chapterPolicy.read, draft)).toBe(false);
    expect(refusal(() => authorize(reader, chapterPolicy.read, draft)).message).toBe(MESSAGES.errors.chapterDraft);
    expect(can(reader, chapterPolicy.read, published)).toBe(true);
    expect(can(otherAuthor, chapterPolicy.update, published)).toBe(false);
  });

  it('reviews and comments are deleted by their writer or the novel author', () => {
    const review = { user: reader, novel };
    expect(can(reader, reviewPolicy.delete, review)).toBe(true);
    expect(can(owner, reviewPolicy.delete, review)).toBe(true);
    expect(can(otherAuthor, reviewPolicy.delete, review)).toBe(false);
    const comment = { user: reader, chapter: published };
    expect(can(reader, commentPolicy.delete, comment)).toBe(true);
    expect(can(owner, commentPolicy.delete, comment)).toBe(true);
    expect(can(person(9), commentPolicy.delete, comment)).toBe(false);
    expect(can(owner, commentPolicy.listForAuthor, { authorId: 1 })).toBe(true);
    expect(can(otherAuthor, commentPolicy.listForAuthor, { authorId: 1 })).toBe(false);
  });
});

describe('takedownPolicy', () => {
  it('lets only an author of the named content send a counter-notice', () => {
    const target = { authorIds: [owner.id] };
    expect(can(owner, takedownPolicy.counterNotice, target)).toBe(true);
    expect(can(otherAuthor, takedownPolicy.counterNotice, target)).toBe(false);
    const error = refusal(() => authorize(reader, takedownPolicy.counterNotice, target));
    expect([error.status, error.message]).toEqual([403, MESSAGES.takedowns.counterNoticeNotAuthor]);
  });
});
