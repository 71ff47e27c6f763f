import { MESSAGES, type TakedownBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TakedownTargetRef } from '../entities/takedown-case.ts';
import { badRequest } from '../errors.ts';
import { findTarget } from '../repositories/moderation-target.ts';
import { TakedownRepository } from '../repositories/takedown-repository.ts';

const T = MESSAGES.takedowns;

/** The site's novel and chapter pages: /novels/{title}[/chapters/{number}] (the spec's route table). */
const CONTENT_PATH = /^\/novels\/([^/]+)(?:\/chapters\/(\d{1,9}))?\/?$/;

/**
 * The hosts (host:port, lower case) this site answers on: PUBLIC_URL's, ALLOWED_ORIGINS', and the one the notice
 * was sent to (the copyright page's own). A notice's address on any other host is not this site's.
 */
export function siteHosts(config: { publicUrl?: string; allowedOrigins: readonly string[] }, requestHost: string) {
  const hosts = new Set([requestHost.toLowerCase()]);
  for (const origin of [config.publicUrl, ...config.allowedOrigins]) {
    if (origin && URL.canParse(origin)) hosts.add(new URL(origin).host.toLowerCase());
  }
  return hosts;
}

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Where one address of a notice points: a novel or chapter page of this site that anyone can read now. Anything
 * else is a 400 naming the address: a notice is about content here, and a case must be something a moderator can
 * act on. (A draft or hidden page answers as missing: a notice never reveals what readers cannot see.)
 */
async function resolveUrl(em: EntityManager, hosts: Set<string>, url: string): Promise<TakedownTargetRef> {
  const parsed = new URL(url);
  const match = CONTENT_PATH.exec(parsed.pathname);
  const title = match ? decode(match[1]!) : null;
  if (!hosts.has(parsed.host.toLowerCase()) || !match || !title)
    throw badRequest(T.urlNotOnSite(url), { field: 'urls' });
  const repo = new TakedownRepository(em);
  const novelId = await repo.novelIdByTitle(title);
  const chapterId = novelId !== null && match[2] ? await repo.chapterId(novelId, Number(match[2])) : null;
  const ref: TakedownTargetRef | null = match[2]
    ? chapterId !== null
      ? { url, type: 'chapter', id: chapterId }
      : null
    : novelId !== null
      ? { url, type: 'novel', id: novelId }
      : null;
  const target = ref && (await findTarget(em, ref.type, ref.id));
  if (!ref || !target?.isPublic) throw badRequest(T.urlNotFound(url), { field: 'urls' });
  return ref;
}

/** Files a copyright notice: every address resolved to this site's content (the same content once), then the case. */
export async function fileTakedown(em: EntityManager, hosts: Set<string>, body: TakedownBody): Promise<number> {
  const targets: TakedownTargetRef[] = [];
  for (const url of body.urls) {
    const ref = await resolveUrl(em, hosts, url);
    if (!targets.some((known) => known.type === ref.type && known.id === ref.id)) targets.push(ref);
  }
  return new TakedownRepository(em).file(body, targets);
}
