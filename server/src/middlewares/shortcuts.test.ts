import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });

describe('chapter reads: validators and 304 answers', () => {
  it('tags a chapter read with a weak validator and answers a signed-out revalidation with 304', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const first = await server.request('GET', url);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"/);
    const again = await server.request('GET', url, revalidate(tag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toMatch(/Cookie/);
    // A browser that asks to skip its cache gets the whole chapter.
    const forced = await server.request('GET', url, { headers: { 'if-none-match': tag, 'cache-control': 'no-cache' } });
    expect(forced.status).toBe(200);
  });

  it('gives a new validator after the chapter, its neighbours or its author change', async () => {
    const { novel, owner, ownerUser } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tags = [(await server.request('GET', url)).headers.get('etag')!];

    const edit = await owner.request('PUT', url, { json: { title: 'A better title', content: '<p>New words.</p>' } });
    expect(edit.status).toBe(200);
    const afterEdit = await server.request('GET', url, revalidate(tags[0]!));
    expect(afterEdit.status).toBe(200);
    expect(afterEdit.body.title).toBe('A better title');
    tags.push(afterEdit.headers.get('etag')!);

    const next = await owner.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Two', content: '<p>Next.</p>', status: 'published' },
    });
    expect(next.status).toBe(201);
    const afterNext = await server.request('GET', url, revalidate(tags[1]!));
    expect(afterNext.status).toBe(200);
    expect(afterNext.body.nextChapterNumber).toBe(2);
    tags.push(afterNext.headers.get('etag')!);

    const renamed = await owner.request('PUT', '/api/users/me/username', { json: { username: 'Renamed_Author_1' } });
    expect(renamed.status).toBe(200);
    const afterRename = await server.request('GET', url, revalidate(tags[2]!));
    expect(afterRename.status).toBe(200);
    expect(afterRename.body.novel.authorName).toBe('Renamed_Author_1');
    expect(new Set([...tags, afterRename.headers.get('etag')]).size).toBe(4);
    expect(ownerUser.id).toBe(afterRename.body.novel.authorId);
  });

  it('tags the author’s own read apart, since the author also sees drafts among the neighbours', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const publicRead = await server.request('GET', url);
    expect(publicRead.body.nextChapterNumber).toBeNull();
    const ownRead = await owner.request('GET', url, revalidate(publicRead.headers.get('etag')!));
    expect(ownRead.status).toBe(200);
    expect(ownRead.body.nextChapterNumber).toBe(2);
    expect(ownRead.headers.get('etag')).not.toBe(publicRead.headers.get('etag'));
    // So is the HTML form: four tags for one chapter.
    const publicHtml = await server.request('GET', `${url}?format=html`);
    const ownHtml = await owner.request('GET', `${url}?format=html`, revalidate(publicHtml.headers.get('etag')!));
    expect(ownHtml.status).toBe(200);
    expect(ownHtml.body.nextChapterNumber).toBe(2);
    const tags = [publicRead, ownRead, publicHtml, ownHtml].map((read) => read.headers.get('etag'));
    expect(new Set(tags).size).toBe(4);
  });

  it('never answers 304 to a stale tag, nor for a chapter that became a draft', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tag = (await server.request('GET', url)).headers.get('etag')!;
    expect((await server.request('GET', url, revalidate('W/"something-else"'))).status).toBe(200);
    const unpublished = await owner.request('PUT', url, {
      json: { title: chapter.title, content: '<p>x</p>', status: 'draft' },
    });
    expect(unpublished.status).toBe(200);
    const refused = await server.request('GET', url, revalidate(tag));
    expect(refused.status).toBe(403);
  });

  it('answers a signed-out revalidation from the kept tag, with the headers a 304 must repeat', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const first = await server.request('GET', url);
    const tag = first.headers.get('etag')!;
    for (const target of [url, `${url}?format=text`]) {
      const again = await server.request('GET', target, revalidate(tag));
      expect(again.status, target).toBe(304);
      expect(server.lastAnsweredBy()).toBe('revalidation');
      expect(again.headers.get('x-request-id')).toBeTruthy();
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(again.headers.get('vary')).toBe('Origin, Accept-Encoding, Cookie, Authorization');
      expect(again.headers.get('vary')).toBe(first.headers.get('vary'));
    }
    const head = await server.request('HEAD', url, revalidate(tag));
    expect(head.status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('revalidation');
    // Any other query is left to the route, which still answers 304 for the same tag.
    const otherQuery = await server.request('GET', `${url}?from=list`, revalidate(tag));
    expect(otherQuery.status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('chain');
    expect(otherQuery.headers.get('etag')).toBe(tag);
  });

  it('takes the same shortcut for the HTML form (?format=html), with its own tag', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1?format=html`;
    const first = await server.request('GET', url);
    expect(first.status).toBe(200);
    expect(first.body.contentHtml).toBe('<p>Once upon a time.</p>');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"/);
    for (const method of ['GET', 'HEAD'] as const) {
      const again = await server.request(method, url, revalidate(tag));
      expect(again.status, method).toBe(304);
      expect(again.text).toBe('');
      expect(server.lastAnsweredBy()).toBe('revalidation');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(again.headers.get('vary')).toBe(first.headers.get('vary'));
    }
    // Signed in, the full chain answers the same 304.
    const { agent } = await server.signedIn();
    const signedIn = await agent.request('GET', url, revalidate(tag));
    expect(signedIn.status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('chain');
  });

  it('tags each form apart: one form’s tag never revalidates the other (200 with the asked form, not 304)', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const textUrl = `/api/novels/${novel.id}/chapters/1`;
    const htmlUrl = `${textUrl}?format=html`;
    const textTag = (await server.request('GET', textUrl)).headers.get('etag')!;
    const htmlTag = (await server.request('GET', htmlUrl)).headers.get('etag')!;
    expect(textTag).toMatch(/^W\/".+\.text"$/);
    expect(htmlTag).toMatch(/^W\/".+\.html"$/);
    expect(htmlTag).not.toBe(textTag);
    expect((await server.request('GET', `${textUrl}?format=text`)).headers.get('etag')).toBe(textTag);

    // Both tags are remembered now, so each URL's shortcut has its own tag to compare with; signed in, the full
    // chain compares with the tag it computes. Neither may take the other form's tag.
    const { agent: reader } = await server.signedIn();
    for (const agent of [server.agent(), reader]) {
      const textWithHtmlTag = await agent.request('GET', textUrl, revalidate(htmlTag));
      expect(textWithHtmlTag.status).toBe(200);
      expect(textWithHtmlTag.headers.get('etag')).toBe(textTag);
      expect(textWithHtmlTag.body.content).toBe('Once upon a time.');
      expect(textWithHtmlTag.body).not.toHaveProperty('contentHtml');

      const htmlWithTextTag = await agent.request('GET', htmlUrl, revalidate(textTag));
      expect(htmlWithTextTag.status).toBe(200);
      expect(htmlWithTextTag.headers.get('etag')).toBe(htmlTag);
      expect(htmlWithTextTag.body.contentHtml).toBe('<p>Once upon a time.</p>');
      expect(htmlWithTextTag.body).not.toHaveProperty('content');

      // Each form's own tag still revalidates.
      expect((await agent.request('GET', textUrl, revalidate(textTag))).status).toBe(304);
      expect((await agent.request('GET', htmlUrl, revalidate(htmlTag))).status).toBe(304);
    }
  });

  it('answers 400 for an unknown format even with a remembered tag (no shortcut)', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tag = (await server.request('GET', url)).headers.get('etag')!;
    const refused = await server.request('GET', `${url}?format=xml`, revalidate(tag));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.validation.chapterFormatInvalid);
  });

  it('leaves signed-in, token and cross-origin revalidations to the full chain', async () => {
    const { novel, owner, reader } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tag = (await server.request('GET', url)).headers.get('etag')!;

    const signedIn = await reader.request('GET', url, revalidate(tag));
    expect(signedIn.status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('chain');

    const studio = await server.request('GET', url, {
      headers: { ...revalidate(tag).headers, origin: 'app://studio' },
    });
    expect(studio.status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('chain');
    expect(studio.headers.get('access-control-allow-origin')).toBe('app://studio');

    const badToken = await server.request('GET', url, {
      headers: { ...revalidate(tag).headers, authorization: 'Bearer not-a-token' },
    });
    expect(badToken.status).toBe(401);

    // The author's own read is tagged apart, so the public tag is not fresh for the author.
    const own = await owner.request('GET', url, revalidate(tag));
    expect(own.status).toBe(200);
  });

  it("forgets a novel's remembered tags when that novel changes, and only that novel's", async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tag = (await server.request('GET', url)).headers.get('etag')!;
    // A write to another novel leaves this one's tag kept.
    const other = await cast(server);
    const write = await other.owner.request('POST', `/api/novels/${other.novel.id}/chapters`, {
      json: { title: 'Elsewhere', content: '<p>Unrelated.</p>', status: 'published' },
    });
    expect(write.status).toBe(201);
    expect((await server.request('GET', url, revalidate(tag))).status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('revalidation');
    // A write to this novel drops it: the revalidation is checked against the database.
    const edit = await owner.request('PUT', url, { json: { title: 'A better title', content: '<p>New words.</p>' } });
    expect(edit.status).toBe(200);
    const checked = await server.request('GET', url, revalidate(tag));
    expect(server.lastAnsweredBy()).toBe('chapter-read');
    expect(checked.status).toBe(200);
    const fresh = checked.headers.get('etag')!;
    expect(fresh).not.toBe(tag);
    expect((await server.request('GET', url, revalidate(fresh))).status).toBe(304);
    expect(server.lastAnsweredBy()).toBe('revalidation');
  });

  it('answers a public read through the shortcut, and a draft, a missing chapter or a signed-in read through the route', async () => {
    const { novel, reader } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft' });
    const url = `/api/novels/${novel.id}/chapters`;
    expect((await server.request('GET', `${url}/1`)).status).toBe(200);
    expect(server.lastAnsweredBy()).toBe('chapter-read');
    expect((await server.request('GET', `${url}/1?format=html`)).status).toBe(200);
    expect(server.lastAnsweredBy()).toBe('chapter-read');
    expect((await server.request('GET', `${url}/2`)).status).toBe(403);
    expect(server.lastAnsweredBy()).toBe('chain');
    expect((await server.request('GET', `${url}/9`)).status).toBe(404);
    expect(server.lastAnsweredBy()).toBe('chain');
    expect((await reader.request('GET', `${url}/1`)).status).toBe(200);
    expect(server.lastAnsweredBy()).toBe('chain');
  });

  it('answers the same bytes and headers through the shortcut as through the route', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1, content: `<p>${'A long chapter. '.repeat(200)}</p>` });
    const url = `/api/novels/${novel.id}/chapters/1`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const viaShortcut = await server.request('GET', url, { headers: { 'accept-encoding': encoding } });
      expect(server.lastAnsweredBy()).toBe('chapter-read');
      // A cookie that is not a session leaves the reader signed out, but an unrelated query takes the route.
      const viaRoute = await server.request('GET', `${url}?from=list`, { headers: { 'accept-encoding': encoding } });
      expect(server.lastAnsweredBy()).toBe('chain');
      expect(viaShortcut.status).toBe(200);
      expect(viaShortcut.text).toBe(viaRoute.text);
      for (const header of ['etag', 'cache-control', 'vary', 'content-type', 'content-security-policy']) {
        expect(viaShortcut.headers.get(header), `${encoding} ${header}`).toBe(viaRoute.headers.get(header));
      }
    }
  });
});
