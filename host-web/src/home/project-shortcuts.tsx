import { Link } from 'wouter';
import { useApi } from '../app/session.js';
import { loadProjects } from './courses-client.js';
import { useLoaded } from './use-loaded.js';

/** How many projects the home page lists before 'All projects'. */
const SHOWN = 6;

/** An author's projects on the home page, with the way to all of them. */
export function ProjectShortcuts() {
  const api = useApi();
  const { value: projects, error } = useLoaded(() => loadProjects(api), [api]);
  return (
    <section aria-labelledby="my-projects-title" className="home-section">
      <h2 id="my-projects-title">My projects</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : projects === undefined ? (
        <p role="status">Loading your projects…</p>
      ) : (
        <ul className="card-list" aria-label="My projects">
          {projects.slice(0, SHOWN).map((project) => (
            <li key={project.slug} className="card">
              <Link to={`/authoring/project/${project.slug}`} className="card-title">
                {project.title}
              </Link>
              <span className="card-meta">{project.role}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/authoring">All projects{projects && projects.length > SHOWN ? ` (${projects.length})` : ''}</Link>
      </p>
    </section>
  );
}
