import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scriptsDownloaded } from './testing/page-scripts.js';
import { demoAppForTests } from './testing/demo-app.js';

/**
 * Gzipped JavaScript: a learner's page of text (issue target), a page with activities (a
 * guard: 109 KB before lessons were drawn on the server, 112 KB since, 102.5 KB on wouter's
 * router, 105.4 KB once the delivery registry listed the ten language and structure plugins),
 * and an author's first screen.
 */
const LEARNER_ACTIVITY_PAGE_LIMIT = 106_000;
const LEARNER_STATIC_PAGE_LIMIT = 60_000;
const AUTHORING_FIRST_LOAD_LIMIT = 250_000;

const demo = demoAppForTests();

/** A tab signed in as `email`; the sign-in itself is not measured. */
async function signedInTab(email: string, password: string): Promise<Page> {
  const context = await demo.app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${demo.app.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Authors land on Projects, learners on My Courses.
  await page.waitForURL((url) => url.pathname !== '/login');
  return context.newPage();
}

const describeFiles = (files: readonly { name: string; gzipBytes: number }[]) => files.map((f) => `${f.name} ${f.gzipBytes}`).join(', ');

describe('what the browser downloads', () => {
  it(`keeps a learner's page with activities under ${LEARNER_ACTIVITY_PAGE_LIMIT / 1000} KB of gzipped JavaScript, with no editor in it`, async () => {
    const page = await signedInTab('learner@example.com', 'quire-learner');
    const scripts = await scriptsDownloaded(page, `${demo.app.baseUrl}/sections/${demo.sectionSlug}/lesson/check-your-understanding`, demo.app.webRoot, () =>
      page.getByRole('button', { name: 'Request Hint' }).first().waitFor(),
    );
    expect(scripts.totalGzipBytes, describeFiles(scripts.files)).toBeLessThanOrEqual(LEARNER_ACTIVITY_PAGE_LIMIT);
    expect(scripts.files.map((f) => f.name).filter((name) => /editor|authoring|slate/.test(name))).toEqual([]);
  }, 60_000);

  it(`keeps a learner's page of text under ${LEARNER_STATIC_PAGE_LIMIT / 1000} KB of gzipped JavaScript until the learner reaches for a control`, async () => {
    const page = await signedInTab('learner@example.com', 'quire-learner');
    const scripts = await scriptsDownloaded(page, `${demo.app.baseUrl}/sections/${demo.sectionSlug}/lesson/welcome`, demo.app.webRoot, () =>
      page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor(),
    );
    expect(scripts.totalGzipBytes, describeFiles(scripts.files)).toBeLessThanOrEqual(LEARNER_STATIC_PAGE_LIMIT);
  }, 60_000);

  it(`keeps an author's first screen under ${AUTHORING_FIRST_LOAD_LIMIT / 1000} KB of gzipped JavaScript`, async () => {
    const page = await signedInTab('author@example.com', 'quire-author');
    const scripts = await scriptsDownloaded(page, `${demo.app.baseUrl}/authoring`, demo.app.webRoot, () => page.getByRole('heading', { name: 'Projects' }).waitFor());
    expect(scripts.totalGzipBytes, describeFiles(scripts.files)).toBeLessThanOrEqual(AUTHORING_FIRST_LOAD_LIMIT);
  }, 60_000);
});
