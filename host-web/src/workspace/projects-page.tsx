import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useNavigate } from '../app/routing.js';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';

interface ProjectSummary {
  readonly slug: string;
  readonly title: string;
  readonly role: string;
  readonly createdAt: string;
}

/** The author's projects, and a form to start a new one. */
export function ProjectsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [projects, setProjects] = useState<readonly ProjectSummary[]>();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    api.get<{ projects: ProjectSummary[] }>('/projects?sort=title&order=asc').then(
      (answer) => setProjects(answer.projects),
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [api]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      const project = await api.post<{ slug: string }>('/projects', { title: title.trim() });
      navigate(`/authoring/project/${project.slug}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <WorkspaceLayout title="Projects">
      {error ? <p className="alert alert-error" role="alert">{error}</p> : null}
      <form className="inline-form" onSubmit={create} aria-label="New project">
        <label>
          New project title
          <input value={title} onChange={(e) => setTitle(e.target.value)} required placeholder="e.g. Introduction to Chemistry" />
        </label>
        <button type="submit" className="button button-primary">
          New project
        </button>
      </form>
      {projects === undefined ? (
        <p role="status">Loading…</p>
      ) : projects.length === 0 ? (
        <p className="empty">You have no projects yet. Create one above.</p>
      ) : (
        <ul className="card-list" aria-label="Your projects">
          {projects.map((project) => (
            <li key={project.slug} className="card">
              <Link to={`/authoring/project/${project.slug}`} className="card-title">
                {project.title}
              </Link>
              <span className="card-meta">
                {project.role} · created {new Date(project.createdAt).toLocaleDateString()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WorkspaceLayout>
  );
}
