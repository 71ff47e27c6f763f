import { describe, expect, it } from 'vitest';
import { now } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import { RefreshTokenBodySchema, TokenListSchema, TokenPairSchema, TokenSignInBodySchema } from './tokens.ts';

const info = { id: 3, deviceName: 'Inkshelf Studio', createdAt: now, lastUsedAt: null, expiresAt: now, current: true };

describe('TokenSignInBodySchema', () => {
  it("takes the login's fields, a trimmed device name ('Inkshelf Studio' by default) and an optional code", () => {
    expect(parse(TokenSignInBodySchema, { emailOrUsername: ' june ', password: 'pw' })).toEqual({
      emailOrUsername: 'june',
      password: 'pw',
      deviceName: 'Inkshelf Studio',
    });
    expect(
      parse(TokenSignInBodySchema, { emailOrUsername: 'june', password: 'pw', deviceName: ' Laptop ', code: '123456' }),
    ).toMatchObject({ deviceName: 'Laptop', code: '123456' });
  });

  it('refuses empty or long device names and codes, and missing credentials', () => {
    const base = { emailOrUsername: 'june', password: 'pw' };
    for (const deviceName of ['', '   ', 'd'.repeat(101), 5, null]) {
      expect(issuesOf(TokenSignInBodySchema, { ...base, deviceName })).toEqual([
        'deviceName: Device name must be 1 to 100 characters',
      ]);
    }
    expect(issuesOf(TokenSignInBodySchema, { ...base, code: 'c'.repeat(65) })).toEqual([
      'code: Code must be text of at most 64 characters',
    ]);
    expect(issuesOf(TokenSignInBodySchema, {})).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
  });
});

describe('RefreshTokenBodySchema', () => {
  it('needs a token of at most 200 characters', () => {
    expect(parse(RefreshTokenBodySchema, { refreshToken: ' isr_x ' })).toEqual({ refreshToken: 'isr_x' });
    for (const refreshToken of [undefined, '', '  ', 'r'.repeat(201), 7]) {
      expect(issuesOf(RefreshTokenBodySchema, { refreshToken })).toEqual(['refreshToken: Refresh token is required']);
    }
  });
});

describe('token answers', () => {
  it('carry the pair, the token row and the user', () => {
    const user = { id: 1, email: 'a@b.co', username: 'june', isAuthor: false, lastLoginAt: now, createdAt: now };
    const pair = { accessToken: 'isa_a', accessExpiresAt: now, refreshToken: 'isr_b', refreshExpiresAt: now };
    expect(parse(TokenPairSchema, { ...pair, token: info, user })).toEqual({ ...pair, token: info, user });
    expect(parse(TokenListSchema, [info, { ...info, id: 4, current: false, lastUsedAt: now }])).toHaveLength(2);
  });
});
