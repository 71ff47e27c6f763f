import { describe, expect, it } from 'vitest';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  ChangePasswordFormSchema,
  ChangeUsernameFormSchema,
  ChapterEditFormSchema,
  ChapterFormSchema,
  CommentFormSchema,
  LoginFormSchema,
  NovelEditFormSchema,
  PasswordResetFormSchema,
  RegisterFormSchema,
  ReplyFormSchema,
  ReviewFormSchema,
} from './forms.ts';

describe('LoginFormSchema', () => {
  it('requires both fields', () => {
    expect(parse(LoginFormSchema, { emailOrUsername: 'ana', password: 'x' })).toEqual({
      emailOrUsername: 'ana',
      password: 'x',
    });
    expect(issuesOf(LoginFormSchema, { emailOrUsername: ' ', password: '' })).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
  });
});

describe('RegisterFormSchema', () => {
  const form = { email: 'ana@example.com', password: '123456', confirmPassword: '123456', terms: true };

  it('accepts a complete form', () => {
    expect(parse(RegisterFormSchema, form)).toEqual(form);
  });

  it('shows every spec message at once, the mismatch included', () => {
    expect(
      issuesOf(RegisterFormSchema, { email: 'ana', password: '123', confirmPassword: '12', terms: false }),
    ).toEqual([
      'email: Please enter a valid email address',
      'password: Password must be at least 6 characters',
      'terms: You must accept the terms and conditions',
      'confirmPassword: Passwords do not match',
    ]);
    expect(issuesOf(RegisterFormSchema, { ...form, confirmPassword: '654321' })).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
  });
});

describe('PasswordResetFormSchema and ChangeUsernameFormSchema', () => {
  it('check the email and the username', () => {
    expect(parse(PasswordResetFormSchema, { email: ' ana@example.com ' })).toEqual({
      email: 'ana@example.com',
    });
    expect(issuesOf(PasswordResetFormSchema, { email: 'nope' })).toEqual(['email: Please enter a valid email address']);
    expect(issuesOf(ChangeUsernameFormSchema, { username: '' })).toEqual(['username: Username cannot be empty']);
  });
});

describe('ChangePasswordFormSchema', () => {
  it('uses the spec messages', () => {
    expect(issuesOf(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      'currentPassword: Current password is required.',
      'newPassword: New password is required.',
    ]);
    expect(
      issuesOf(ChangePasswordFormSchema, {
        currentPassword: 'a',
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual(['newPassword: New password must be at least 8 characters.']);
    expect(
      issuesOf(ChangePasswordFormSchema, {
        currentPassword: 'a',
        newPassword: '12345678',
        confirmPassword: '1234',
      }),
    ).toEqual(['confirmPassword: New passwords do not match.']);
  });
});

describe('NovelEditFormSchema', () => {
  const form = {
    title: 'My Novel',
    description: 'd'.repeat(20),
    genres: ['Fantasy', 'Romance'],
    tags: ['Found Family', 'Slow Burn'],
    status: 'draft',
    contentRating: 'teen',
    contentWarnings: ['profanity'],
    completionStatus: 'hiatus',
  };

  it('keeps the ticked genres and the added tags as lists', () => {
    expect(parse(NovelEditFormSchema, form)).toEqual(form);
    expect(parse(NovelEditFormSchema, { ...form, tags: ['  Slow   Burn '] }).tags).toEqual(['Slow Burn']);
  });

  it('needs one to ten genres', () => {
    expect(issuesOf(NovelEditFormSchema, { ...form, genres: [] })).toEqual([
      'genres: Please choose at least one genre',
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `g${i}`);
    expect(issuesOf(NovelEditFormSchema, { ...form, genres: eleven })).toEqual([
      'genres: You can add at most 10 genres',
    ]);
  });

  it('checks tags like the server: at most 20, each 1 to 40 characters without commas', () => {
    expect(issuesOf(NovelEditFormSchema, { ...form, tags: [] })).toEqual([]);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(issuesOf(NovelEditFormSchema, { ...form, tags: many })).toEqual(['tags: You can add at most 20 tags']);
    expect(issuesOf(NovelEditFormSchema, { ...form, tags: ['t'.repeat(41)] })).toEqual([
      'tags.0: Each tag must be at most 40 characters',
    ]);
    expect(issuesOf(NovelEditFormSchema, { ...form, tags: ['a, b'] })).toEqual([
      'tags.0: Each tag must be 1 to 40 characters, without commas',
    ]);
  });

  it('needs one of the four completion statuses', () => {
    expect(issuesOf(NovelEditFormSchema, { ...form, completionStatus: 'paused' })).toEqual([
      'completionStatus: Completion status must be ongoing, completed, hiatus or dropped',
    ]);
  });

  it('uses the spec title and description messages', () => {
    expect(issuesOf(NovelEditFormSchema, { ...form, title: 'ab', description: 'too short' })).toEqual([
      'title: Title must be at least 3 characters',
      'description: Description must be at least 20 characters',
    ]);
  });
});

describe('ChapterFormSchema and ChapterEditFormSchema', () => {
  const form = {
    title: 'The Gate',
    content: '<p>Text</p>',
    chapterNumber: '',
    authorNote: '',
    status: 'draft',
  };

  it('allows an empty chapter number when adding, digits only', () => {
    expect(parse(ChapterFormSchema, form).chapterNumber).toBe('');
    expect(parse(ChapterFormSchema, { ...form, chapterNumber: '12' }).chapterNumber).toBe('12');
    expect(issuesOf(ChapterFormSchema, { ...form, chapterNumber: '1a' })).toEqual([
      'chapterNumber: Chapter number can only contain digits',
    ]);
  });

  it('requires a chapter number above 0 when editing', () => {
    expect(parse(ChapterEditFormSchema, { ...form, chapterNumber: '3' }).chapterNumber).toBe('3');
    for (const chapterNumber of ['', '0', '00', 'x']) {
      expect(issuesOf(ChapterEditFormSchema, { ...form, chapterNumber })).toEqual([
        'chapterNumber: Chapter number is missing or invalid. Please enter a valid chapter number.',
      ]);
    }
  });

  it('needs a title and visible content', () => {
    expect(issuesOf(ChapterFormSchema, { ...form, title: '', content: '<p></p>' })).toEqual([
      'title: Chapter title is required',
      'content: Chapter content is required',
    ]);
  });
});

describe('CommentFormSchema and ReplyFormSchema', () => {
  it('refuse whitespace-only text with their own messages', () => {
    expect(issuesOf(CommentFormSchema, { content: '  ' })).toEqual(['content: Comment cannot be empty.']);
    expect(issuesOf(ReplyFormSchema, { content: '\n' })).toEqual(['content: Reply cannot be empty.']);
    expect(parse(ReplyFormSchema, { content: ' thanks ' })).toEqual({ content: 'thanks' });
    expect(issuesOf(ReplyFormSchema, { content: 'r'.repeat(5001) })).toEqual([
      'content: Reply must be at most 5000 characters',
    ]);
  });
});

describe('ReviewFormSchema', () => {
  it('takes a rating from the star picker', () => {
    expect(parse(ReviewFormSchema, { content: 'Good', rating: 5 })).toEqual({ content: 'Good', rating: 5 });
    expect(issuesOf(ReviewFormSchema, { content: '', rating: 0 })).toEqual([
      'content: Review cannot be empty',
      'rating: Rating must be a whole number from 1 to 5',
    ]);
  });
});
