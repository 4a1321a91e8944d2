import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { ActivityPreview } from '../editor/activity/activity-preview.js';
import { ActivityObjectivesAndTags, useProjectObjectivesAndTags } from '../editor/activity/objective-tag-pickers.js';
import { loadRevision, type RevisionDetail } from './revision-history-client.js';
import { revisionDate } from './revision-date.js';

interface RevisionViewProps {
  readonly projectSlug: string;
  readonly activitySlug: string;
  readonly activityType: string;
  readonly number: number;
  readonly isCurrent: boolean;
  readonly onRestore: () => void;
}

const ignoreEdit = () => {};

/**
 * One revision as it was written, read-only: its title, author and date, the activity as a
 * learner would see it, and its objectives and tags; 'Restore' when it is not the current one.
 */
export function RevisionView({ projectSlug, activitySlug, activityType, number, isCurrent, onRestore }: RevisionViewProps) {
  const api = useApi();
  const catalog = useProjectObjectivesAndTags(projectSlug);
  const [revision, setRevision] = useState<RevisionDetail>();
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    setRevision(undefined);
    setError(undefined);
    loadRevision(api, projectSlug, activitySlug, number).then(
      (loaded) => !cancelled && setRevision(loaded),
      (e: unknown) => !cancelled && setError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug, activitySlug, number]);

  // The author chose this revision from the table: reading goes on from its heading.
  useEffect(() => heading.current?.focus(), [number]);

  return (
    <section className="revision-view" aria-labelledby="revision-view-title">
      <div className="revision-view-header">
        <h2 id="revision-view-title" ref={heading} tabIndex={-1}>
          Revision {number}
          {isCurrent ? ' (current)' : ''}
        </h2>
        {!isCurrent && revision ? (
          <button type="button" className="button button-primary" aria-label={`Restore revision ${number}`} onClick={onRestore}>
            Restore
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : !revision ? (
        <p role="status">Loading revision…</p>
      ) : (
        <>
          <dl className="revision-facts">
            <dt>Title</dt>
            <dd>{revision.title}</dd>
            <dt>Author</dt>
            <dd>{revision.authorName ?? 'Unknown author'}</dd>
            <dt>Date</dt>
            <dd>
              <time dateTime={revision.createdAt}>{revisionDate(revision.createdAt)}</time>
            </dd>
          </dl>
          <ActivityPreview typeSlug={activityType} model={revision.content} />
          <ActivityObjectivesAndTags
            catalog={catalog}
            model={revision.content}
            objectives={revision.objectives}
            tags={revision.tags}
            onObjectivesChange={ignoreEdit}
            onTagsChange={ignoreEdit}
            disabled
          />
        </>
      )}
    </section>
  );
}
