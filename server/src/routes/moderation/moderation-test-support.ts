/** Helpers of the moderation tests: staff accounts, reporting, resolving and reading the mail outbox. */
import fs from 'node:fs';
import path from 'node:path';
import type { QueueReport, ReportBody, ResolveReportBody } from '@inkshelf/contracts';
import { expect } from 'vitest';
import type { TestAgent, TestServer } from '../../../test/support.ts';

/** A signed-in moderator and a signed-in admin. */
export async function signInStaff(server: TestServer) {
  return {
    moderator: await server.signedIn({ role: 'moderator' }),
    admin: await server.signedIn({ role: 'admin' }),
  };
}

/** Files a report and expects it taken (201 new, 200 again); its id. */
export async function report(agent: TestAgent, body: ReportBody): Promise<number> {
  const response = await agent.request<{ id: number }>('POST', '/api/reports', { json: body });
  expect([200, 201], response.text).toContain(response.status);
  return response.body.id;
}

/** Resolves a report and expects 200; the queue item answered. */
export async function resolve(agent: TestAgent, reportId: number, body: ResolveReportBody): Promise<QueueReport> {
  const response = await agent.request<QueueReport>('POST', `/api/moderation/reports/${reportId}/resolve`, {
    json: body,
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The mails written into the test server's outbox so far, decoded enough to search (quoted-printable joined). */
export function outbox(server: TestServer): { to: string; subject: string; body: string }[] {
  if (!fs.existsSync(server.outboxDir)) return [];
  return fs
    .readdirSync(server.outboxDir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(server.outboxDir, file), 'utf8').replace(/=\r?\n/g, '');
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        body: raw,
      };
    });
}
