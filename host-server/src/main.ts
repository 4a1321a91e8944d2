import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { createServerServices } from './create-server-services.js';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const services = await createServerServices({ rootDir });
const app = createApp(services);
app.on('error', (error: Error) => services.logger.error(error.stack ?? error.message));
app.listen(port, () => {
  console.log(`Quire is running at http://localhost:${port}/`);
});
