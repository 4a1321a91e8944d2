
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.js';
import { ApiClient } from './app/api-client.js';
import { SessionProvider } from './app/session.js';
import { PreferencesProvider } from './app/preferences.js';
import { setErrorReportClient } from './app/report-client-error.js';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const api = new ApiClient();
setErrorReportClient(api);
createRoot(root).render(
  
    <BrowserRouter>
      <SessionProvider api={api}>
        <PreferencesProvider>
          <App />
        </PreferencesProvider>
      </SessionProvider>
    </BrowserRouter>
  ,
);
