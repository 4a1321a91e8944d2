import type { Plugin } from 'vite';

export interface TerserSmallChunksOptions {
  /** Chunks larger than this after esbuild's minifier keep its output, unless they are entries. */
  largeChunkBytes: number;
}

/**
 * Terser's second pass saves about 2 % over esbuild's minifier, which keeps a learner's
 * first page within its budget (e2e/src/bundle-size.test.ts), and takes three times as long.
 * The large chunks are the editors' libraries (Slate, CodeMirror, KaTeX, sanitize-html, Zod,
 * re2js), which a learner's page does not load: they keep esbuild's output, and the browser's
 * build takes a third less time. Runs after Vite's esbuild minifier (`build.minify: 'esbuild'`).
 */
export function terserSmallChunks({ largeChunkBytes }: TerserSmallChunksOptions): Plugin {
  return {
    name: 'quire:terser-small-chunks',
    apply: 'build',
    renderChunk: {
      order: 'post',
      async handler(code, chunk, outputOptions) {
        if (this.environment.config.consumer !== 'client') return null;
        if (!chunk.isEntry && code.length > largeChunkBytes) return null;
        const { minify } = await import('terser');
        const sourceMap = Boolean(outputOptions.sourcemap);
        const result = await minify(code, { module: true, compress: { passes: 2 }, sourceMap: sourceMap ? { asObject: true } : false });
        return { code: result.code ?? code, map: sourceMap ? (result.map as never) : null };
      },
    },
  };
}
