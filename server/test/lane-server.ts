/**
 * A server for the short-lane tests: the app's own fast path and full chain behind one listener that records
 * what became of each request (answered in a lane, handed back by one to the full chain, or never taken), and
 * helpers to compare two answers as a client sees them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { expect } from 'vitest';
import { fastPathOf } from '../src/app.ts';
import { nodeHttp, type NodeHttpAnswer } from './node-http.ts';

export type Fate = 'lane' | 'handed back' | 'full';

export interface LaneServer {
  /** Sends the request and waits until the server has finished answering it. */
  fateOf(
    target: string,
    headers?: Record<string, string>,
    method?: string,
    body?: string,
  ): Promise<{ answer: NodeHttpAnswer; fate: Fate }>;
  close(): Promise<void>;
}

export async function laneServer(app: Koa): Promise<LaneServer> {
  const fastPath = fastPathOf(app)!;
  const handle = app.callback();
  const fates: Fate[] = [];
  const watched = http.createServer((req, res) => {
    let handedBack = false;
    const taken = fastPath(req, res, () => {
      handedBack = true;
      void handle(req, res);
    });
    if (!taken) void handle(req, res);
    res.on('finish', () => fates.push(!taken ? 'full' : handedBack ? 'handed back' : 'lane'));
  });
  await new Promise<void>((resolve) => watched.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(watched.address() as AddressInfo).port}`;
  return {
    async fateOf(target, headers = {}, method = 'GET', body?: string) {
      const before = fates.length;
      const answer = await nodeHttp(base, target, headers, method, body);
      await expect.poll(() => fates.length).toBe(before + 1);
      return { answer, fate: fates[before]! };
    },
    async close() {
      watched.closeAllConnections();
      await new Promise<void>((resolve) => watched.close(() => resolve()));
    },
  };
}

/** Status, headers and bytes of an answer, without what differs between any two answers (date, request id). */
export function comparable(answer: NodeHttpAnswer) {
  const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
  return { status: answer.status, headers, bytes: answer.bytes.toString('base64') };
}
