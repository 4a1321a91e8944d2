import type { ReactNode } from 'react';
import { AppHeader } from './app-header.js';

/** The frame of the screens outside a course and the authoring workspace: home, My Courses, the account, a section's management. */
export function SiteLayout({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="workspace">
      <a className="skip-link" href="#content">
        Skip to the page
      </a>
      <AppHeader />
      <main className="workspace-main" id="content" tabIndex={-1}>
        <div className="page-heading">
          <div>
            <h1>{title}</h1>
            {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
          </div>
          {actions ? <div className="page-actions">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
