import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, preloadScreenAt } from './app/app.js';
import { ApiClient } from './app/api-client.js';
import { fetchSession, SessionProvider } from './app/session.js';
import { setErrorReportClient } from './app/report-client-error.js';
import { applyStoredTheme } from './delivery/shell/theme.js';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The stored theme applies before the first paint, so a dark page never flashes light.
applyStoredTheme();
const api = new ApiClient();
setErrorReportClient(api);
const session = fetchSession(api);
// The first screen's chunk arrives before the first render: no 'Loading…' waits on script.
void preloadScreenAt(window.location.pathname).then(() =>
  createRoot(root).render(
    <BrowserRouter>
      <SessionProvider api={api} session={session}>
        <App />
      </SessionProvider>
    </BrowserRouter>,
  ),
);
