/**
 * Largest Contentful Paint in headless Chromium with the CPU slowed (CDP's Emulation.setCPUThrottlingRate), each load
 * in a fresh context so nothing is cached. LCP comes from Chromium's PerformanceTimeline domain, which reports it even
 * when the page may not run scripts.
 */
import { chromium, type Browser, type CDPSession } from 'playwright-core';

export interface LcpOptions {
  /** 4 is Lighthouse's mobile setting: a mid-range phone. */
  cpuSlowdown: number;
  javaScript: boolean;
  viewport: { width: number; height: number };
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** Loads `url` once and returns its LCP in milliseconds after the navigation started. */
export async function measureLcp(browser: Browser, url: string, options: LcpOptions): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript, viewport: options.viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const paints: number[] = [];
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.type === 'largest-contentful-paint' && event.lcpDetails) {
        // Text paints have a renderTime; images from other origins only a loadTime (both seconds since the epoch).
        paints.push(event.lcpDetails.renderTime || event.lcpDetails.loadTime);
      }
    });
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Hydration and late paints; then the navigation's start on the same clock.
    await page.waitForTimeout(1_000);
    const origin = await timeOrigin(cdp);
    if (paints.length === 0) throw new Error(`${url}: Chromium reported no largest-contentful-paint`);
    return paints.at(-1)! * 1000 - origin;
  } finally {
    await context.close();
  }
}

/** performance.timeOrigin (ms since the epoch) through CDP, which works with page scripts disabled too. */
async function timeOrigin(cdp: CDPSession): Promise<number> {
  const answer = await cdp.send('Runtime.evaluate', { expression: 'performance.timeOrigin', returnByValue: true });
  return answer.result.value as number;
}
