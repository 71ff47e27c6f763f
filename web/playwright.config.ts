/** Playwright: the real server over a fresh database (e2e/global-setup.ts), system Chromium, desktop and phone widths. */
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT_DIR keeps parallel runs (several people on one checkout) from wiping each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalSetup: './e2e/global-setup.ts',
  // One server and one database for the run; two cores on the build machines.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // More time per step on a CI machine. The longest walks (every route's title, a visitor's whole visit) took just
  // over 60 s there on 2026-12-02, when the two projects still ran side by side.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [['list']],
  use: {
    // Set by global-setup once the server is listening (workers load this file after it ran).
    baseURL: process.env.INKSHELF_E2E_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1280, height: 800 } } },
    // Tests tagged @phone run only on the phone project, @wide ones only on the desktop one.
    {
      name: 'mobile',
      grepInvert: /@wide/,
      // Flows with no phone-specific screens or controls (two-factor setup, the author area's forms, chapter text
      // formats) run at desktop width only; everything a reader sees and touches runs at both.
      testIgnore: ['mfa.spec.ts', 'author-access.spec.ts', 'author-gate.spec.ts', 'chapter-text.spec.ts'],
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
});
