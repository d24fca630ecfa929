import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, with the flags this offline machine needs (../shared/STACK.md "Chromium"). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');
export const VIEWPORT_WIDTHS = [375, 768, 1280] as const;

export const screenshotPath = (name: string, width: number): string => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
};

export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-browser-'));
