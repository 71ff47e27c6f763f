/** Helpers of the takedown tests: a valid notice, filing it, acting on a case. */
import type { StaffTakedownCase, TakedownActBody, TakedownCase, TakedownInput } from '@inkshelf/contracts';
import { expect } from 'vitest';
import type { TestAgent, TestServer } from '../../../test/support.ts';

/** The site address of a novel page, or of one of its chapters. */
export const pageUrl = (server: TestServer, title: string, chapter?: number) =>
  `${server.url}/novels/${encodeURIComponent(title)}${chapter === undefined ? '' : `/chapters/${chapter}`}`;

/** A complete notice about the given addresses. */
export const notice = (urls: string[], overrides: Partial<TakedownInput> = {}): TakedownInput => ({
  claimantName: 'Ada Rightsholder',
  email: 'ada@rights.example',
  urls,
  originalWork: 'My novel "The Brass Orchard", published 2019, chapters 1-3.',
  goodFaith: true,
  accuracy: true,
  signature: 'Ada Rightsholder',
  ...overrides,
});

/** Files a notice and expects 201; the case answered. */
export async function file(server: TestServer, body: TakedownInput): Promise<TakedownCase> {
  const response = await server.request<TakedownCase>('POST', '/api/takedowns', { json: body });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A moderator's action on a case, expected to succeed; the case as moderators see it. */
export async function act(agent: TestAgent, id: number, body: TakedownActBody): Promise<StaffTakedownCase> {
  const response = await agent.request<StaffTakedownCase>('POST', `/api/moderation/takedowns/${id}/act`, {
    json: body,
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}
