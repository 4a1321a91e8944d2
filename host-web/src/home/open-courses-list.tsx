import { Link } from 'wouter';
import { useApi } from '../app/session.js';
import { loadCatalog } from './courses-client.js';
import { useLoaded } from './use-loaded.js';

/** The open and free courses anyone may join, leaving out those the person is already in. */
export function OpenCoursesList({ exclude = [], headingLevel = 2 }: { exclude?: readonly string[]; headingLevel?: 2 | 3 }) {
  const api = useApi();
  const { value: catalog, error } = useLoaded(() => loadCatalog(api), [api]);
  const open = catalog?.filter((section) => !exclude.includes(section.slug));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="open-courses-title" className="home-section">
      <Heading id="open-courses-title">Open courses</Heading>
      <p className="hint">Free courses anyone may join, with an account or as a guest.</p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : open === undefined ? (
        <p role="status">Loading open courses…</p>
      ) : open.length === 0 ? (
        <p className="empty">{catalog && catalog.length > 0 ? 'You are already in every open course.' : 'No open courses right now.'}</p>
      ) : (
        <ul className="card-list" aria-label="Open courses">
          {open.map((section) => (
            <li key={section.slug} className="card">
              <span className="card-title">{section.title}</span>
              <span className="card-meta">{section.projectTitle}</span>
              <p className="card-actions">
                <Link className="button" to={`/sections/${section.slug}`} aria-label={`Join ${section.title}`}>
                  Join
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
