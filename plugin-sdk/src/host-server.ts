/**
 * What the server host gives a plugin's routes with (`./host-server` entry): the key under
 * which it puts the request's user and body limits, which a plugin reads with
 * `pluginRequest(ctx)`. Not for plugins: the import rules (`npm run lint:plugins`) refuse it
 * to them.
 * @packageDocumentation
 */
export { PLUGIN_REQUEST } from './server/plugin-request.js';
