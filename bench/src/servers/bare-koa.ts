import Koa from 'koa';

/** The baseline server: koa answering a fixed JSON body, nothing else. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
