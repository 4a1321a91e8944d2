// A plugin that builds an editor as the web host does: the import rules refuse it.
export { withQuireCommands } from '@quire/plugin-sdk/host-authoring';
