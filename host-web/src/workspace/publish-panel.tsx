import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { ActionOutcome } from '../app/action-outcome.js';

interface ProjectSection {
  readonly slug: string;
  readonly title: string;
  readonly openAndFree: boolean;
  readonly publicationNumber: number;
  readonly studentCount: number;
}

interface Publication {
  readonly number: number;
  readonly publishedAt: string | null;
}

/**
 * Publish the project's current pages, and the course sections that deliver them: which
 * version each delivers, Deliver latest version where a newer one exists, and a form for a
 * new section.
 */
export function PublishPanel({ projectSlug }: { projectSlug: string }) {
  const api = useApi();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const [sections, setSections] = useState<readonly ProjectSection[]>([]);
  const [latest, setLatest] = useState<Publication | null>();
  const [title, setTitle] = useState('');
  const [openAndFree, setOpenAndFree] = useState(false);

  const load = useCallback(async () => {
    const base = `/project/${encodeURIComponent(projectSlug)}`;
    const [publications, projectSections] = await Promise.all([
      api.get<{ publications: Publication[] }>(`${base}/publications`),
      api.get<{ sections: ProjectSection[] }>(`${base}/sections`),
    ]);
    setLatest(publications.publications[0] ?? null);
    setSections(projectSections.sections);
  }, [api, projectSlug]);

  useEffect(() => {
    load().catch((e: unknown) => setError(errorMessage(e)));
  }, [load]);

  const run = async (action: () => Promise<string>) => {
    setError(undefined);
    try {
      setStatus(await action());
      await load();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const publish = () =>
    run(async () => {
      const answer = await api.post<{ number: number }>(`/project/${projectSlug}/publish`);
      return `Published version ${answer.number}.`;
    });

  const createSection = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    void run(async () => {
      await api.post('/sections', { projectSlug, title: title.trim(), openAndFree });
      setTitle('');
      setOpenAndFree(false);
      return `Created the section ${title.trim()}.`;
    });
  };

  const deliverLatest = (section: ProjectSection) =>
    run(async () => {
      const answer = await api.put<{ number: number }>(`/sections/${section.slug}/publication`);
      return `${section.title} now delivers version ${answer.number}.`;
    });

  return (
    <aside className="publish-panel" aria-labelledby="publish-title">
      <h2 id="publish-title">Publishing</h2>
      <p className="hint">
        {latest ? `Last published: version ${latest.number}${latest.publishedAt ? `, ${new Date(latest.publishedAt).toLocaleString()}` : ''}. ` : 'Not published yet. '}
        Publishing makes a new version of the whole project; your later edits stay private until you publish again.
      </p>
      <button type="button" className="button button-primary" onClick={() => void publish()}>
        Publish
      </button>
      <ActionOutcome status={status} error={error} />
      <h3>Course sections</h3>
      <p className="hint">Learners see a new version only after ‘Deliver latest version’ in their section; their answers carry over.</p>
      {sections.length === 0 ? <p className="empty">No sections yet.</p> : null}
      <ul className="section-list">
        {sections.map((section) => (
          <li key={section.slug}>
            <Link to={`/sections/${section.slug}/manage`}>{section.title}</Link>{' '}
            <span className="card-meta">
              delivers version {section.publicationNumber} · {section.studentCount} {section.studentCount === 1 ? 'student' : 'students'}
              {section.openAndFree ? ' · open and free' : ''}
            </span>{' '}
            <Link className="button button-small" to={`/sections/${section.slug}/preview`} aria-label={`Preview ${section.title}`}>
              Preview
            </Link>{' '}
            {latest && latest.number > section.publicationNumber ? (
              <button type="button" className="button button-small" onClick={() => void deliverLatest(section)} aria-label={`Deliver the latest version in ${section.title}`}>
                Deliver latest version
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form className="inline-form" onSubmit={createSection} aria-label="New section">
        <label>
          Section title
          <input value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <label>
          <input type="checkbox" checked={openAndFree} onChange={(e) => setOpenAndFree(e.target.checked)} />
          Open and free: anyone signed in can join with the link
        </label>
        <button type="submit" className="button">
          Create section
        </button>
      </form>
    </aside>
  );
}
