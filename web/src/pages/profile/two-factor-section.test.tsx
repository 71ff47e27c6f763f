/** Profile 'Two-factor authentication': setup with QR code and key, recovery codes once, regenerate, turn off. */
import type { CurrentUser } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '../../auth/use-current-user.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import ProfilePage from './index.tsx';
import { seedProfileSettings } from './test-seed.ts';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useToastStore.getState().toasts.map(({ title }) => title);
const section = () => screen.getByRole('region', { name: 'Two-factor authentication' });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const enrolled = makeUser({ aal: 'aal2', mfaEnrolled: true, mfaRequired: false });
const status = { enrolled: true, verifiedAt: '2025-05-20T10:00:00.000Z', recoveryCodesLeft: 7 };

describe('two-factor section, off', () => {
  it('sets up: QR code and key, a first code, then the recovery codes once, then on', async () => {
    const fetch = forbidFetch();
    const page = renderPage(<ProfilePage />, {
      url: '/profile',
      user: makeUser({ aal: 'aal1', mfaEnrolled: false }),
      seed: seedProfileSettings,
    });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockResolvedValueOnce(
      json({ factorId: 3, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Inkshelf:ReaderJune', qrCode: QR }),
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'Set up' }));
    const qr = await within(section()).findByRole('img', {
      name: 'QR code for adding your Inkshelf account to an authenticator app',
    });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(section()).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(within(section()).getByLabelText('6-digit code'), '12a');
    await userEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Enter the 6-digit code');

    fetch.mockResolvedValueOnce(json({ recoveryCodes: CODES, user: enrolled }));
    fetch.mockResolvedValue(json(status));
    await userEvent.clear(within(section()).getByLabelText('6-digit code'));
    await userEvent.type(within(section()).getByLabelText('6-digit code'), '654321');
    await userEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    const list = await within(section()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(requestOf(fetch.mock.calls[1]!)).toMatchObject({ url: '/api/mfa/verify', body: { code: '654321' } });
    expect(toasts()).toContain('Two-factor authentication is on');
    expect(page.client.getQueryData<CurrentUser>(currentUserKey)).toMatchObject({ mfaEnrolled: true });
    expect(within(section()).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();

    await userEvent.click(within(section()).getByRole('button', { name: 'Done' }));
    expect(within(section()).queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(await within(section()).findByText('7 of 10 recovery codes left.')).toBeInTheDocument();
    expect(within(section()).getByText('Two-factor authentication is on.')).toBeInTheDocument();
  });

  it('shows a readable error when the setup cannot start, and Cancel leaves the setup', async () => {
    const fetch = forbidFetch();
    renderPage(<ProfilePage />, { url: '/profile', user: makeUser({ mfaEnrolled: false }), seed: seedProfileSettings });
    fetch.mockResolvedValueOnce(json({ message: 'Two-factor verification required', mfaRequired: true }, 401));
    await userEvent.click(within(section()).getByRole('button', { name: 'Set up' }));
    await waitFor(() => expect(toasts()).toEqual(['Error']));
    expect(useToastStore.getState().toasts[0]?.description).toBe('Two-factor verification required');

    fetch.mockResolvedValueOnce(
      json({ factorId: 3, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrCode: QR }),
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'Set up' }));
    await userEvent.click(await within(section()).findByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });
});

describe('two-factor section, on', () => {
  it('regenerates recovery codes against a current code', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json(status));
    renderPage(<ProfilePage />, { url: '/profile', user: enrolled, seed: seedProfileSettings });
    expect(await within(section()).findByText('7 of 10 recovery codes left.')).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(within(section()).getByText(/to replace your recovery codes/)).toBeInTheDocument();
    const refusal = 'That code has already been used. Wait for the next code and try again.';
    fetch.mockResolvedValueOnce(json({ message: refusal }, 400));
    await userEvent.type(within(section()).getByLabelText('6-digit code'), '111111');
    await userEvent.click(within(section()).getByRole('button', { name: 'Regenerate' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(refusal);

    fetch.mockResolvedValueOnce(json({ recoveryCodes: CODES }));
    fetch.mockResolvedValue(json({ ...status, recoveryCodesLeft: 10 }));
    await userEvent.type(within(section()).getByLabelText('6-digit code'), '222222');
    await userEvent.click(within(section()).getByRole('button', { name: 'Regenerate' }));
    expect(await within(section()).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(requestOf(fetch.mock.calls[2]!)).toMatchObject({ url: '/api/mfa/recovery-codes', body: { code: '222222' } });
    expect(toasts()).toContain('New recovery codes');
  });

  it('turns off against a current code', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json(status));
    const page = renderPage(<ProfilePage />, { url: '/profile', user: enrolled, seed: seedProfileSettings });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Turn off' }));
    fetch.mockResolvedValueOnce(json({ message: 'Two-factor authentication is turned off.' }));
    fetch.mockResolvedValue(json({ ...enrolled, mfaEnrolled: false }));
    await userEvent.type(within(section()).getByLabelText('6-digit code'), '333333');
    await userEvent.click(within(section()).getByRole('button', { name: 'Turn off two-factor' }));
    expect(await within(section()).findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(requestOf(fetch.mock.calls[1]!)).toMatchObject({ url: '/api/mfa/unenroll', body: { code: '333333' } });
    expect(toasts()).toContain('Two-factor authentication is off');
    expect(page.client.getQueryData<CurrentUser>(currentUserKey)).toMatchObject({ mfaEnrolled: false });
  });
});
