import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { quirePlugins } from './host-web/vite-plugin-quire-plugins.js';

/**
 * One Vitest run covers every workspace. Packages resolve to their TypeScript source
 * through the `quire-source` export condition, so no build step precedes the tests.
 */
export default defineConfig({
  // The web app's plugin list module, so its screens can be tested as the browser runs them.
  plugins: [quirePlugins({ listFile: fileURLToPath(new URL('./quire.plugins.json', import.meta.url)) })],
  resolve: {
    conditions: ['quire-source'],
  },
  ssr: {
    resolve: {
      conditions: ['quire-source'],
    },
  },
  test: {
    include: ['{core,plugin-sdk,plugins/*,host-server,host-web,bench,e2e}/{src,test}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    pool: 'threads',
    // Vitest's default keeps a core free (one worker on two cores); many files wait on a
    // browser, a build or a server process, so a worker per core, two at least, keeps them busy.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', './vitest.summary-reporter.ts'],
    testTimeout: 20_000,
    // Hooks start servers and sign accounts in (password hashing); with a worker per core they share the CPU.
    hookTimeout: 30_000,
    // Browser tests poll what a page shows; on a busy two-core machine a reload can take seconds.
    expect: { poll: { timeout: 10_000 } },
  },
});
