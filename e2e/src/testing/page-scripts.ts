import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface PageScripts {
  /** Each JavaScript file the page downloaded, with its gzipped size in bytes. */
  readonly files: readonly { readonly name: string; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
}

/**
 * Opens `url` in `page` and answers the JavaScript it downloaded until `ready` resolves,
 * measured as the files' gzipped sizes (as a server compressing them sends them), read
 * from the built app in `webRoot`.
 */
export async function scriptsDownloaded(page: Page, url: string, webRoot: string, ready: () => Promise<unknown>): Promise<PageScripts> {
  const names: string[] = [];
  const onResponse = (response: { url(): string }) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) names.push(path.slice('/assets/'.length));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready();
    // Chunks requested by the first render's effects arrive just after it.
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files = [...new Set(names)].map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(webRoot, 'assets', name))).length }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
