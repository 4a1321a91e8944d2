import { WaterfallHook } from './waterfall-hook.js';

/**
 * Creates the hooks a PluginHost offers. Each one is called by the host where decision 0001
 * says; a hook nobody calls is not offered.
 * @public
 */
export function createPluginHooks() {
  return Object.freeze({
    /** Sanitised pasted HTML, before the block editor converts it to nodes. */
    pasteHtml: new WaterfallHook<string>(),
  });
}

/** @public */
export type PluginHooks = ReturnType<typeof createPluginHooks>;
