/** The server's message for a failed author action (without the status prefix), else the spec's fallback. */
import { isApiError } from '@inkshelf/api-client';

export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error)) return (error.status > 0 && error.detail.trim()) || fallback;
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
