import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { loadDeliveryViews } from './delivery/load-delivery-views.js';
import { createServerPluginHost } from './plugins/create-server-plugin-host.js';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const { host, plugins } = await createServerPluginHost({ rootDir });
const views = await loadDeliveryViews(rootDir, plugins, host);
const app = createApp(host, views);
app.on('error', (error: Error) => console.error(error));
app.listen(port, () => {
  console.log(`Quire is running at http://localhost:${port}/`);
});
