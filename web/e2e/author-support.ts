/** Helpers of the author browser tests: a fresh author account, a generated cover image, editor typing. */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerByApi, signInByApi } from './support.ts';

export const E2E_PASSWORD = 'e2e-password-1';

/** Registers a reader through the API, makes it an author, and returns its username. */
export async function registerAuthor(page: Page): Promise<string> {
  const username = await registerByApi(page);
  const response = await page.request.put('/api/users/me/author', { data: { isAuthor: true } });
  expect(response.status(), await response.text()).toBe(200);
  return username;
}

/** A second browser context signed in as the given user (as if on another device). */
export async function secondDevice(browser: Browser, baseURL: string, username: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, username, E2E_PASSWORD);
  await page.close();
  return context;
}

/** A PNG drawn with the page's canvas (a 600x600 gradient with a mark), as a file for setInputFiles. */
export async function generatedPng(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 600, 600);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 600);
    context.fillStyle = '#ffffff';
    context.font = 'bold 96px sans-serif';
    context.fillText('INK', 200, 330);
    return canvas.toDataURL('image/png');
  });
  return { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** Types into the chapter editor (ProseMirror) at the end of its text. */
export async function typeInEditor(page: Page, text: string): Promise<void> {
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** The natural size of an image URL as the page decodes it. */
export function imageSize(page: Page, url: string): Promise<[number, number]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight] as [number, number];
  }, url);
}
