import { ApiClient } from './app/api-client.js';
import { APP_STARTED_EVENT } from './app/app-started.js';
import { setErrorReportClient } from './app/report-client-error.js';
import { hydrateServerPage, startApp } from './app/start-app.js';
import { installCopyTextButtons } from './delivery/copy-text-buttons.js';
import { applyStoredTheme } from './delivery/shell/theme.js';
import { readServerState } from './server-render/server-rendered-state.js';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The stored theme applies before the first paint, so a dark page never flashes light.
applyStoredTheme();
// Before the page is taken over, so a click the boot script held finds a working copy button.
installCopyTextButtons(document);
const api = new ApiClient();
setErrorReportClient(api);
// A page the server drew is taken over, and the page told so; any other is drawn here.
const serverState = readServerState();
if (serverState) void hydrateServerPage(root, api, serverState).then(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)));
else void startApp(root, api);
