import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import type { CurriculumItem } from './curriculum.js';
import { CurriculumTree } from './curriculum-tree.js';
import { PublishPanel } from './publish-panel.js';
import { projectPageLinks } from './project-pages.js';
import { useProjectTitle } from './use-project-title.js';

/** A project's curriculum, with publishing and course sections beside it. */
export function ProjectPage() {
  const { projectSlug = '' } = useParams();
  const api = useApi();
  const [items, setItems] = useState<readonly CurriculumItem[]>();
  const projectTitle = useProjectTitle(projectSlug);
  const [error, setError] = useState<string>();
  const [newTitle, setNewTitle] = useState('');

  const reload = useCallback(async () => {
    try {
      const answer = await api.get<{ items: CurriculumItem[] }>(`/projects/${projectSlug}/curriculum`);
      setItems(answer.items);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [api, projectSlug]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a change, shows its failure, and reloads what the server now has. */
  const change = useCallback(
    async (action: () => Promise<unknown>) => {
      setError(undefined);
      try {
        await action();
      } catch (e) {
        setError(errorMessage(e));
      }
      await reload();
    },
    [reload],
  );

  /** Adds a page or unit titled as typed in the form, at the end of the top level or of a unit. */
  const add = (kind: 'page' | 'container', parentId: number | null) => {
    const title = newTitle.trim() || (kind === 'page' ? 'New Page' : 'New Unit');
    setNewTitle('');
    void change(() => api.post(`/projects/${projectSlug}/curriculum`, { kind, title, parentId }));
  };

  return (
    <WorkspaceLayout
      title={projectTitle}
      crumbs={[{ label: 'Projects', to: '/authoring' }]}
      actions={
        <>
          <Link className="button" to={`/authoring/project/${projectSlug}/media`}>
            Media Library
          </Link>
          <Link className="button" to={`/authoring/project/${projectSlug}/bank`}>
            Activity bank
          </Link>
          {projectPageLinks().map((page) => (
            <Link key={page.id} className="button" to={`/authoring/project/${projectSlug}/${page.id}`}>
              {page.label}
            </Link>
          ))}
          <Link className="button" to={`/authoring/project/${projectSlug}/settings`}>
            Settings
          </Link>
        </>
      }
    >
      <div className="project-columns">
        <section aria-labelledby="curriculum-title" className="curriculum">
          <h2 id="curriculum-title">Curriculum</h2>
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <form
            className="inline-form"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              add('page', null);
            }}
            aria-label="Add to the curriculum"
          >
            <label>
              Title
              <input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} placeholder="Title of the new page or unit" />
            </label>
            <button type="submit" className="button button-primary">
              New page
            </button>
            <button type="button" className="button" onClick={() => add('container', null)}>
              New unit
            </button>
          </form>
          {items === undefined ? (
            <p role="status">Loading…</p>
          ) : items.length === 0 ? (
            <p className="empty">No pages yet. Add the first page above.</p>
          ) : (
            <CurriculumTree projectSlug={projectSlug} items={items} change={change} addPage={(unitId) => add('page', unitId)} />
          )}
        </section>
        <PublishPanel projectSlug={projectSlug} />
      </div>
    </WorkspaceLayout>
  );
}
