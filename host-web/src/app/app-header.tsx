import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NavLink, useNavigate } from './routing.js';
import { useSession } from './session.js';

/**
 * The bar above every screen outside a course: the product name (home), the places the
 * person may go (My Courses; Projects for anyone who authors), what the screen adds
 * (`children`: a breadcrumb, a layout switch), and the account: Edit Account and Sign out,
 * or Sign in and Create account for a visitor.
 */
export function AppHeader({ children, accountExtras }: { children?: ReactNode; accountExtras?: ReactNode }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <header className="workspace-header">
      <Link to="/" className="brand">
        Quire
      </Link>
      <nav aria-label="Main" className="main-nav">
        {user ? <NavLink to="/sections">My Courses</NavLink> : null}
        {user?.linkedAuthorAccount ? <NavLink to="/authoring">Projects</NavLink> : null}
      </nav>
      <div className="header-middle">{children}</div>
      <div className="account">
        {accountExtras}
        {user === undefined ? null : user === null ? (
          <>
            <Link to="/login">Sign in</Link>
            <Link to="/register" className="button button-primary">
              Create account
            </Link>
          </>
        ) : (
          <>
            {user.isGuest ? (
              <Link to="/register">Create account</Link>
            ) : (
              <Link to="/account" className="account-name">
                <span className="visually-hidden">Edit Account: </span>
                {user.name}
              </Link>
            )}
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                // Home first: a screen that needs a session would otherwise send the signed-out visitor to the sign-in form.
                navigate('/');
                void signOut();
              }}
            >
              {user.isGuest ? 'Leave course' : 'Sign out'}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
