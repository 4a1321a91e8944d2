// A plugin that breaks the import rules, to show that `npm run lint:plugins` sees it.
export { App } from '../../../../../../host-web/src/app/app.js';
