import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';

interface SectionSummary {
  readonly slug: string;
  readonly title: string;
  readonly role: string;
  readonly openAndFree: boolean;
  readonly projectSlug: string;
}

/** Publish the project's current pages, and create course sections that deliver them. */
export function PublishPanel({ projectSlug }: { projectSlug: string }) {
  const api = useApi();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const [sections, setSections] = useState<readonly SectionSummary[]>([]);
  const [title, setTitle] = useState('');
  const [openAndFree, setOpenAndFree] = useState(false);

  const loadSections = useCallback(async () => {
    const answer = await api.get<{ sections: SectionSummary[] }>('/sections');
    setSections(answer.sections.filter((s) => s.projectSlug === projectSlug));
  }, [api, projectSlug]);

  useEffect(() => {
    loadSections().catch((e: unknown) => setError(errorMessage(e)));
  }, [loadSections]);

  const publish = async () => {
    setError(undefined);
    try {
      const answer = await api.post<{ number: number }>(`/project/${projectSlug}/publish`);
      setStatus(`Published version ${answer.number}.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const createSection = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setError(undefined);
    try {
      await api.post('/sections', { projectSlug, title: title.trim(), openAndFree });
      setTitle('');
      setOpenAndFree(false);
      await loadSections();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const deliverLatest = async (section: SectionSummary) => {
    setError(undefined);
    try {
      const answer = await api.put<{ number: number }>(`/sections/${section.slug}/publication`);
      setStatus(`${section.title} now delivers version ${answer.number}.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <aside className="publish-panel" aria-labelledby="publish-title">
      <h2 id="publish-title">Publishing</h2>
      <p className="hint">Learners see the last published version; your later edits stay private until you publish again.</p>
      <button type="button" className="button button-primary" onClick={() => void publish()}>
        Publish
      </button>
      <p role="status" className="status-line">
        {status}
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <h3>Course sections</h3>
      {sections.length === 0 ? <p className="empty">No sections yet.</p> : null}
      <ul className="section-list">
        {sections.map((section) => (
          <li key={section.slug}>
            <Link to={`/sections/${section.slug}`}>{section.title}</Link>{' '}
            <Link className="button button-small" to={`/sections/${section.slug}/preview`} aria-label={`Preview ${section.title}`}>
              Preview
            </Link>{' '}
            <span className="card-meta">
              ({section.role}
              {section.openAndFree ? ', open and free' : ''})
            </span>{' '}
            <button type="button" className="button button-small" onClick={() => void deliverLatest(section)} aria-label={`Deliver the latest version in ${section.title}`}>
              Deliver latest version
            </button>
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
