import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { quirePlugins } from './vite-plugin-quire-plugins.js';

const listFile = fileURLToPath(new URL('../quire.plugins.json', import.meta.url));

const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [quirePlugins({ listFile })],
  resolve: {
    // The workspace packages resolve to their sources; the others keep Vite's conditions.
    conditions: ['quire-source', ...defaultClientConditions],
    // react-router's package exports only its development build; builds use the production one.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // Every browser Quire supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Terser's second pass saves about 2 % over esbuild's minifier: a learner's first page
    // stays within its 100 KB of script (e2e/src/bundle-size.test.ts).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
}));
