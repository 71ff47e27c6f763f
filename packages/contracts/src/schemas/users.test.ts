import { describe, expect, it } from 'vitest';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  BecomeAuthorBodySchema,
  ChangePasswordBodySchema,
  ChangeUsernameBodySchema,
  CurrentUserSchema,
  LoginBodySchema,
  PublicUserSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
} from './users.ts';

const now = '2025-05-20T10:00:00.000Z';

describe('CurrentUserSchema and PublicUserSchema', () => {
  it('accept the wire shapes and drop anything else', () => {
    const user = {
      id: 1,
      email: 'a@b.co',
      username: 'ana',
      isAuthor: false,
      lastLoginAt: null,
      createdAt: now,
    };
    expect(parse(CurrentUserSchema, { ...user, password: '$argon2id$...' })).toEqual(user);
    expect(parse(PublicUserSchema, user)).toEqual({ id: 1, username: 'ana', isAuthor: false });
  });

  it('refuse a non-ISO timestamp', () => {
    const user = { id: 1, email: 'a@b.co', username: 'ana', isAuthor: false, lastLoginAt: null };
    expect(issuesOf(CurrentUserSchema, { ...user, createdAt: 'yesterday' })).toHaveLength(1);
  });
});

describe('LoginBodySchema', () => {
  it('trims the identifier and defaults rememberMe to false', () => {
    expect(parse(LoginBodySchema, { emailOrUsername: ' ana ', password: ' secret ' })).toEqual({
      emailOrUsername: 'ana',
      password: ' secret ',
      rememberMe: false,
    });
    expect(parse(LoginBodySchema, { emailOrUsername: 'a', password: 'b', rememberMe: true }).rememberMe).toBe(true);
  });

  it('gives the spec messages for missing or blank fields', () => {
    expect(issuesOf(LoginBodySchema, {})).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
    expect(issuesOf(LoginBodySchema, { emailOrUsername: '   ', password: '' })).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
  });

  it('refuses wrong types, huge values and a non-boolean rememberMe', () => {
    expect(issuesOf(LoginBodySchema, { emailOrUsername: 5, password: ['x'] })).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
    expect(issuesOf(LoginBodySchema, { emailOrUsername: 'a'.repeat(255), password: 'p'.repeat(1025) })).toEqual([
      'emailOrUsername: Email or username must be at most 254 characters',
      'password: Password must be at most 1024 characters',
    ]);
    expect(issuesOf(LoginBodySchema, { emailOrUsername: 'a', password: 'b', rememberMe: 'yes' })).toEqual([
      'rememberMe: rememberMe must be true or false',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(issuesOf(LoginBodySchema, null)).toHaveLength(1);
    expect(issuesOf(LoginBodySchema, 'login')).toHaveLength(1);
  });
});

describe('RegisterBodySchema', () => {
  it('trims and lowercases the email and defaults the optional fields', () => {
    expect(parse(RegisterBodySchema, { email: '  Ana@Example.COM ', password: '123456' })).toEqual({
      email: 'ana@example.com',
      password: '123456',
      username: undefined,
      isAuthor: false,
    });
  });

  it('keeps a given username and isAuthor; null username means generate one', () => {
    const body = { email: 'a@b.co', password: '123456', username: ' Reader123 ', isAuthor: true };
    expect(parse(RegisterBodySchema, body)).toMatchObject({ username: 'Reader123', isAuthor: true });
    expect(parse(RegisterBodySchema, { ...body, username: null }).username).toBeUndefined();
  });

  it('gives the spec messages', () => {
    expect(issuesOf(RegisterBodySchema, { email: 'not-an-email', password: '12345' })).toEqual([
      'email: Please enter a valid email address',
      'password: Password must be at least 6 characters',
    ]);
    expect(issuesOf(RegisterBodySchema, {})).toEqual([
      'email: Please enter a valid email address',
      'password: Password is required',
    ]);
  });

  it('refuses over-long emails and passwords, bad usernames and a non-boolean isAuthor', () => {
    const email = `${'a'.repeat(250)}@b.co`;
    expect(issuesOf(RegisterBodySchema, { email, password: 'x'.repeat(1025) })).toEqual([
      'email: Email must be at most 254 characters',
      'password: Password must be at most 1024 characters',
    ]);
    expect(issuesOf(RegisterBodySchema, { email: 'a@b.co', password: '123456', username: 'a b' })).toEqual([
      'username: Username can only contain letters, numbers, underscores (_), hyphens (-) and periods (.)',
    ]);
    expect(issuesOf(RegisterBodySchema, { email: 'a@b.co', password: '123456', isAuthor: 'true' })).toEqual([
      'isAuthor: isAuthor must be true or false',
    ]);
  });
});

describe('ResetPasswordBodySchema and ResetPasswordConfirmBodySchema', () => {
  it('normalise the email', () => {
    expect(parse(ResetPasswordBodySchema, { email: ' A@B.CO' })).toEqual({ email: 'a@b.co' });
    expect(issuesOf(ResetPasswordBodySchema, { email: '' })).toEqual(['email: Please enter a valid email address']);
  });

  it('require a token and a new password of 8 or more', () => {
    expect(parse(ResetPasswordConfirmBodySchema, { token: ' abc ', newPassword: '12345678' })).toEqual({
      token: 'abc',
      newPassword: '12345678',
    });
    expect(issuesOf(ResetPasswordConfirmBodySchema, { token: ' ', newPassword: '1234567' })).toEqual([
      'token: Reset token is required',
      'newPassword: New password must be at least 8 characters.',
    ]);
    expect(issuesOf(ResetPasswordConfirmBodySchema, { token: 't'.repeat(513) })).toEqual([
      'token: Reset token is too long',
      'newPassword: New password is required.',
    ]);
  });
});

describe('ChangeUsernameBodySchema', () => {
  const check = (username: unknown) => issuesOf(ChangeUsernameBodySchema, { username });

  it('trims and accepts letters, digits, _ - and .', () => {
    expect(parse(ChangeUsernameBodySchema, { username: '  ana_b-c.d9 ' })).toEqual({
      username: 'ana_b-c.d9',
    });
    expect(check('abc')).toEqual([]);
    expect(check('a'.repeat(30))).toEqual([]);
  });

  it('gives one clear message per problem', () => {
    expect(check(undefined)).toEqual(['username: Username cannot be empty']);
    expect(check('   ')).toEqual(['username: Username cannot be empty']);
    expect(check('ab')).toEqual(['username: Username must be at least 3 characters']);
    expect(check('a'.repeat(31))).toEqual(['username: Username must be at most 30 characters']);
    expect(check('ana!')).toEqual([
      'username: Username can only contain letters, numbers, underscores (_), hyphens (-) and periods (.)',
    ]);
    expect(check('<script>')).toHaveLength(1);
    expect(check('José')).toHaveLength(1);
    expect(check('12345')).toEqual(['username: Username must contain at least one letter']);
    expect(check(42)).toEqual(['username: Username must be text']);
  });
});

describe('ChangePasswordBodySchema', () => {
  it('accepts a current password and a new one of 8 or more', () => {
    const body = { currentPassword: 'old', newPassword: '12345678' };
    expect(parse(ChangePasswordBodySchema, body)).toEqual(body);
  });

  it('gives the spec messages', () => {
    expect(issuesOf(ChangePasswordBodySchema, {})).toEqual([
      'currentPassword: Current password is required.',
      'newPassword: New password is required.',
    ]);
    expect(issuesOf(ChangePasswordBodySchema, { currentPassword: '', newPassword: '' })).toEqual([
      'currentPassword: Current password is required.',
      'newPassword: New password is required.',
    ]);
    expect(issuesOf(ChangePasswordBodySchema, { currentPassword: 'x', newPassword: '1234567' })).toEqual([
      'newPassword: New password must be at least 8 characters.',
    ]);
    expect(issuesOf(ChangePasswordBodySchema, { currentPassword: 'x', newPassword: 'y'.repeat(1025) })).toEqual([
      'newPassword: Password must be at most 1024 characters',
    ]);
  });
});

describe('BecomeAuthorBodySchema', () => {
  it('only accepts isAuthor true', () => {
    expect(parse(BecomeAuthorBodySchema, { isAuthor: true })).toEqual({ isAuthor: true });
    expect(issuesOf(BecomeAuthorBodySchema, { isAuthor: false })).toEqual(['isAuthor: isAuthor must be true']);
    expect(issuesOf(BecomeAuthorBodySchema, {})).toEqual(['isAuthor: isAuthor must be true']);
  });
});
