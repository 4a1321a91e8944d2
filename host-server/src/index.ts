export * from './plugins/load-server-plugins.js';
export * from './plugins/create-server-plugin-host.js';
