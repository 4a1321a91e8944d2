import { Link } from 'wouter';
import { usePathname } from './routing.js';
import { SiteLayout } from './site-layout.js';

/** What an address that names no screen shows: a plain statement and the way home. */
export function NotFoundPage() {
  const pathname = usePathname();
  return (
    <SiteLayout title="Page not found">
      <p>
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <p>
        <Link className="button button-primary" to="/">
          Go to the home page
        </Link>
      </p>
    </SiteLayout>
  );
}
