import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

/** Every string and function result in the catalogue, with its dotted key. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[prefix, String((value as (...a: unknown[]) => unknown)('X', 1))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('MESSAGES', () => {
  it('keeps the spec wording', () => {
    expect(MESSAGES.validation.passwordTooShort).toBe('Password must be at least 6 characters');
    expect(MESSAGES.validation.newPasswordTooShort).toBe('New password must be at least 8 characters.');
    expect(MESSAGES.validation.titleTooLong).toBe('Title must be less than 100 characters');
    expect(MESSAGES.validation.descriptionTooShort).toBe('Description must be at least 20 characters');
    expect(MESSAGES.errors.maxReplyDepth).toBe('Maximum reply depth of 5 reached for this comment chain.');
    expect(MESSAGES.toasts.replyDepthReached.description).toBe(
      "We've gone soo deep, we found bottom of the internet. Time to start fresh. PS: start a new reply",
    );
    expect(MESSAGES.toasts.accessDenied.description).toBe(MESSAGES.errors.chapterDraft);
    expect(MESSAGES.validation.chapterContentTooLong).toBe('Chapter content must be at most 500,000 characters');
  });

  it('keeps texts with values as functions', () => {
    expect(MESSAGES.toasts.loginSuccess.description('ana')).toBe('Welcome back, ana!');
    expect(MESSAGES.toasts.registrationSuccess.description('ana')).toBe('Welcome to Inkshelf, ana!');
    expect(MESSAGES.fetchErrors.browse(500)).toBe('Failed to fetch novels: 500');
    expect(MESSAGES.fetchErrors.ranking(404)).toBe('Failed to fetch ranked novels: 404');
    expect(MESSAGES.fetchErrors.genre(502)).toBe('Error: 502');
    expect(MESSAGES.http.format(404, 'Novel not found')).toBe('404: Novel not found');
    expect(MESSAGES.authorFallbacks.search(7)).toBe('Author 7');
    expect(MESSAGES.relativeTime.minutesAgo(1)).toBe('1 minute ago');
    expect(MESSAGES.relativeTime.hoursAgo(3)).toBe('3 hours ago');
  });

  it('does not reveal whether an account exists when resetting a password', () => {
    expect(MESSAGES.errors.resetPasswordAck).toMatch(/^If an account exists/);
  });

  it('has no empty texts and no leftover placeholders', () => {
    const entries = flatten(MESSAGES);
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, text] of entries) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/undefined|\$\{|\{[a-z]+\}/);
    }
  });
});
