// Generated from the endpoint table by scripts/gen-routes.ts; do not edit (routes.test.ts checks it).
/**
 * Method and path of each endpoint without its schemas, for clients that must stay small.
 * The account's settings, two-factor, apps' tokens, Google linking and mail unsubscribes.
 */
export const ACCOUNT_ROUTES = {
  changeUsername: { method: 'PUT', path: '/api/users/me/username' },
  changePassword: { method: 'PUT', path: '/api/users/me/password' },
  accountFootprint: { method: 'GET', path: '/api/users/me/footprint' },
  exportAccount: { method: 'GET', path: '/api/users/me/export' },
  deleteAccount: { method: 'DELETE', path: '/api/users/me' },
  googleLink: { method: 'POST', path: '/api/auth/google/link' },
  getNotificationSettings: { method: 'GET', path: '/api/users/me/notification-settings' },
  updateNotificationSettings: { method: 'PUT', path: '/api/users/me/notification-settings' },
  unsubscribePage: { method: 'GET', path: '/api/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/api/unsubscribe' },
  mfaStatus: { method: 'GET', path: '/api/mfa' },
  mfaEnroll: { method: 'POST', path: '/api/mfa/enroll' },
  mfaVerify: { method: 'POST', path: '/api/mfa/verify' },
  mfaChallenge: { method: 'POST', path: '/api/mfa/challenge' },
  mfaRecoveryCodes: { method: 'POST', path: '/api/mfa/recovery-codes' },
  mfaUnenroll: { method: 'POST', path: '/api/mfa/unenroll' },
  createToken: { method: 'POST', path: '/api/tokens' },
  refreshToken: { method: 'POST', path: '/api/tokens/refresh' },
  revokeToken: { method: 'POST', path: '/api/tokens/revoke' },
  listTokens: { method: 'GET', path: '/api/tokens' },
  deleteToken: { method: 'DELETE', path: '/api/tokens/{id}' },
} as const;

export type AccountRouteName = keyof typeof ACCOUNT_ROUTES;
