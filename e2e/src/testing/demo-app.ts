import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '@quire/server/demo';
import { startWebAppUnderTest, WEB_APP_START_TIMEOUT_MS, type WebAppOptions, type WebAppUnderTest } from './web-app-under-test.js';

export interface DemoApp {
  readonly app: WebAppUnderTest;
  /** The demo course's section, which the demo learner and instructor are enrolled in. */
  readonly sectionSlug: string;
}

/**
 * The whole product with the demo course, started before the calling test file's tests
 * and stopped after them, on a fresh SQLite file or (`{ database: 'postgres' }`) a fresh
 * PostgreSQL database. Read its fields inside the tests, once it has started.
 */
export function demoAppForTests(options: WebAppOptions = {}): DemoApp {
  const demo = { app: undefined as unknown as WebAppUnderTest, sectionSlug: '' };
  beforeAll(async () => {
    demo.app = await startWebAppUnderTest(options);
    demo.sectionSlug = await seedDemo(demo.app.baseUrl);
  }, WEB_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await demo.app?.close();
  });
  return demo;
}
