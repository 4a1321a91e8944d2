/**
 * What the web host builds its block editor with (`./host-authoring` entry): the plugins'
 * element structures and the commands every editor has, and the Markdown vocabulary of the
 * loaded plugins. The test kit builds its editors the same way. Not for plugins: the import
 * rules (`npm run lint:plugins`) refuse it to them.
 * @packageDocumentation
 */
export { withPluginElements } from './authoring/with-plugin-elements.js';
export { withQuireCommands } from './authoring/with-quire-commands.js';
export { markdownVocabulary } from './authoring/markdown/markdown-vocabulary.js';
