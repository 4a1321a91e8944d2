declare module 'virtual:quire-plugins' {
  import type { WebPluginEntry } from './load-web-plugins.js';
  export const pluginEntries: readonly WebPluginEntry[];
}

declare module 'virtual:quire-delivery-plugins' {
  import type { WebPluginEntry } from './load-web-plugins.js';
  /** The plugins' ids, contributions and delivery parts, for learner pages. */
  export const pluginEntries: readonly Pick<WebPluginEntry, 'id' | 'contributes' | 'delivery'>[];
}
