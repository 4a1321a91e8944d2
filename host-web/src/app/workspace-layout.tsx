import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppHeader } from './app-header.js';
import { usePreference } from './preferences.js';

/** The frame of every authoring screen: the app's header with the breadcrumb and the layout switch. */
export function WorkspaceLayout({ title, crumbs = [], actions, children }: {
  title: string;
  crumbs?: readonly { label: string; to: string }[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [wide, setWide] = usePreference<boolean>('wideLayout', false);
  return (
    <div className="workspace">
      <AppHeader
        accountExtras={
          <button type="button" className="button button-quiet" aria-pressed={wide} onClick={() => setWide(!wide)}>
            Wide layout
          </button>
        }
      >
        <nav aria-label="Breadcrumb" className="crumbs">
          {crumbs.map((crumb) => (
            <span key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
              <span aria-hidden="true"> / </span>
            </span>
          ))}
          <span aria-current="page">{title}</span>
        </nav>
      </AppHeader>
      <main className={wide ? 'workspace-main workspace-main-wide' : 'workspace-main'}>
        <div className="page-heading">
          <h1>{title}</h1>
          {actions ? <div className="page-actions">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
