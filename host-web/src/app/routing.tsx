import { createContext, useContext, type ReactNode } from 'react';
import { Link, Router, useLocation, useRoute, type BaseLocationHook } from 'wouter';

/*
 * The app's addresses are kept by wouter: it matches the screens' patterns and follows the
 * browser's history in about 3 KB of a learner's script, where react-router took 13 KB.
 * This module holds the few shapes the screens need beyond wouter's own hooks and links.
 */

const InAppRouter = createContext(false);

/**
 * Around the app: links and navigation move within it, at the browser's address, at
 * `ssrPath` (a path with its query) while the server draws the page, or at the address
 * `hook` keeps.
 */
export function AppRouter({ ssrPath, hook, children }: { ssrPath?: string; hook?: BaseLocationHook; children: ReactNode }) {
  return (
    <InAppRouter.Provider value={true}>
      <Router ssrPath={ssrPath} hook={hook}>
        {children}
      </Router>
    </InAppRouter.Provider>
  );
}

/** Whether the app's router is around: a page drawn on its own (the server's `/demo`) has plain links. */
export function useInAppRouter(): boolean {
  return useContext(InAppRouter);
}

export interface NavigateOptions {
  /** In place of the current history entry, so Back skips the address left. */
  readonly replace?: boolean;
}

/** Moves the app to `to`, a path with its query and fragment. The function is the same on every render. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}

/** The path the app is at, without its query. */
export function usePathname(): string {
  return useLocation()[0];
}

/** A link of the main navigation, marked as the current page while the app is at its address. */
export function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [current] = useRoute(to);
  return (
    <Link to={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
