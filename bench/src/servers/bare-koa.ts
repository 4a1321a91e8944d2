import { readFileSync } from 'node:fs';
import Koa from 'koa';

/**
 * The baseline server: koa answering a fixed body from memory, nothing else: a small JSON
 * one, or with BENCH_HTML_FILE the HTML page in that file, read once at start.
 */
const html = process.env.BENCH_HTML_FILE ? readFileSync(process.env.BENCH_HTML_FILE) : undefined;
const app = new Koa();
app.use((ctx) => {
  if (html) {
    ctx.type = 'html';
    ctx.body = html;
  } else {
    ctx.body = { ok: true };
  }
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
