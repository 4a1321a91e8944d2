import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { quirePlugins } from './vite-plugin-quire-plugins.js';

const listFile = fileURLToPath(new URL('../quire.plugins.json', import.meta.url));

export default defineConfig({
  plugins: [quirePlugins({ listFile })],
  resolve: { conditions: ['quire-source'] },
});
