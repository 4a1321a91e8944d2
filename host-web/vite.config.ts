import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { quirePlugins } from './vite-plugin-quire-plugins.js';
import { terserSmallChunks } from './vite-plugin-terser-small-chunks.js';

const listFile = fileURLToPath(new URL('../quire.plugins.json', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [quirePlugins({ listFile }), terserSmallChunks({ largeChunkBytes: 150_000 })],
  resolve: {
    // The workspace packages resolve to their sources; the others keep Vite's conditions.
    conditions: ['quire-source', ...defaultClientConditions],
  },
  ssr: {
    // The server build (`src/server-render`, which the server host imports) holds all it
    // runs, React's production build included: it runs wherever it is put, and draws pages
    // as the learner's production build hydrates them.
    noExternal: true,
    resolve: { conditions: ['quire-source', ...defaultServerConditions] },
  },
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    // The server build needs no copy of the public images.
    copyPublicDir: !isSsrBuild,
    // The server reads which stylesheets and scripts a learner's page needs from the client build's manifest.
    manifest: !isSsrBuild,
    // Besides the app, the boot script every server-drawn page carries inline: it holds early clicks, and loads the app when it is not loaded at once.
    rollupOptions: isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'server-page-boot': fileURLToPath(new URL('./src/server-page-boot.ts', import.meta.url)) } },
    // Fonts stay files: the Content-Security-Policy loads fonts from the site only ('self'),
    // so one inlined as a data: address (Vite's default under 4 KB) would be refused.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf|eot)$/i.test(file) ? false : undefined),
    // Every browser Quire supports preloads modules natively.
    modulePreload: { polyfill: false },
    // esbuild's minifier, then Terser's second pass on the entries and the smaller chunks,
    // which are what a learner's page loads (vite-plugin-terser-small-chunks.ts).
    // The server build is not downloaded: it is left unminified, which halves its build time.
    minify: isSsrBuild ? false : 'esbuild',
  },
}));
