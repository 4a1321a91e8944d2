declare module 'virtual:quire-plugins' {
  import type { WebPluginEntry } from './load-web-plugins.js';
  export const pluginEntries: readonly WebPluginEntry[];
}
