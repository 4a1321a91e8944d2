import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, or `CHROMIUM_PATH` when set. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Flags for headless Chromium on this machine: its closed network refuses the browser's own background connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium for the browser tests and the editor benchmark. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}
