// @vitest-environment jsdom
/** The sign-in screen: server address prefilled from settings, address check, and the two-factor code step. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCredentials, StudioBridge } from '../../shared/bridge.ts';
import { useSession } from '../lib/session.ts';
import { SignInScreen } from './sign-in.tsx';

let stored: StoredCredentials | null;
const bodies: Record<string, unknown>[] = [];

function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => {
  stored = null;
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      bodies.push(body);
      if (body.code === undefined) return json(401, { message: 'Two-factor code required', mfaRequired: true });
      if (body.code !== '123456') return json(401, { message: 'Invalid two-factor code' });
      return json(201, {
        accessToken: 'a',
        accessExpiresAt: '2026-11-24T12:00:00.000Z',
        refreshToken: 'r',
        refreshExpiresAt: '2026-12-24T12:00:00.000Z',
        token: { id: 1, deviceName: 'Inkshelf Studio', createdAt: '', lastUsedAt: null, expiresAt: '', current: true },
        user: {
          id: 3,
          email: 'm@example.com',
          username: 'MaraQuill',
          isAuthor: true,
          lastLoginAt: null,
          createdAt: '',
        },
      });
    }),
  );
  const studio = {
    settings: {
      get: () => Promise.resolve({ serverUrl: 'https://inkshelf.example' }),
      update: () => Promise.resolve({}),
    },
    credentials: {
      isEncryptionAvailable: () => Promise.resolve(true),
      set: (value: StoredCredentials) => {
        stored = value;
        return Promise.resolve();
      },
    },
  } as unknown as StudioBridge;
  Object.assign(window, { studio });
  useSession.setState({ status: 'signed-out', credentials: null, user: null, notice: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignInScreen', () => {
  it('prefills the server and asks for a two-factor code when the account has one', async () => {
    render(<SignInScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('Server address')).toHaveProperty('value', 'https://inkshelf.example'),
    );
    fill('Email or username', 'MaraQuill');
    fill('Password', 'inkshelf-demo');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fill('Two-factor code', '000 000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid two-factor code');
    fill('Two-factor code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(useSession.getState().status).toBe('signed-in'));
    expect(bodies.map((body) => body.code)).toEqual([undefined, '000000', '123456']);
    expect(stored).toMatchObject({ serverUrl: 'https://inkshelf.example', username: 'MaraQuill' });
  });

  it('refuses an address that is not http(s)', async () => {
    render(<SignInScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('Server address')).toHaveProperty('value', 'https://inkshelf.example'),
    );
    fill('Server address', 'ftp://files.example');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Enter the address of an Inkshelf server/);
    expect(bodies).toEqual([]);
  });
});
