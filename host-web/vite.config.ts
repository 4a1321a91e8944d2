import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { quirePlugins } from './vite-plugin-quire-plugins.js';

const listFile = fileURLToPath(new URL('../quire.plugins.json', import.meta.url));

export default defineConfig({
  plugins: [quirePlugins({ listFile })],
  // The workspace packages resolve to their sources; the others keep Vite's conditions (production builds).
  resolve: { conditions: ['quire-source', ...defaultClientConditions] },
});
