/**
 * Playwright for the studio: the built renderer (out/renderer) in system Chromium, the real handler modules
 * bridged in from the test process, and the real server (e2e/global-setup.ts), as web/playwright.config.ts does.
 */
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: /\.spec\.ts$/,
  // E2E_OUTPUT_DIR keeps parallel runs (several people on one checkout) from wiping each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalSetup: './e2e/global-setup.ts',
  // The scenario stops and starts its own server: one worker, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.STUDIO_E2E_RENDERER_URL,
    viewport: { width: 1280, height: 860 },
    screenshot: 'on',
    trace: 'retain-on-failure',
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
});
