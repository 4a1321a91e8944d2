import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. Packages resolve to their TypeScript source
 * through the `quire-source` export condition, so no build step precedes the tests.
 */
export default defineConfig({
  resolve: {
    conditions: ['quire-source'],
  },
  ssr: {
    resolve: {
      conditions: ['quire-source'],
    },
  },
  test: {
    include: ['{core,plugin-sdk,plugins/*,host-server,host-web,bench,e2e}/{src,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    pool: 'threads',
    reporters: ['default', './vitest.summary-reporter.ts'],
    testTimeout: 20_000,
  },
});
