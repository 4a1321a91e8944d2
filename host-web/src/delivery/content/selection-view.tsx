import type { SelectionItem } from '@quire/core';
import { usePageRuntime } from './page-runtime.js';
import { selectionSummary } from './selection-summary.js';
import './content.css';

export const SELECTION_NOTE = 'Activities drawn at random for each learner appear here.';
export const NOTHING_DRAWN_NOTE = 'No activities could be drawn for this selection.';

/** Said when fewer activities matched the selection than it asks for. */
export function shortfallNote(drawn: number, asked: number): string {
  return `Only ${drawn} of the ${asked} activities could be drawn for this selection.`;
}

/**
 * A selection (delivery §3: count, logic conditions). In a page attempt: the activities it
 * drew, drawn like the page's other activities, and a note when fewer could be drawn than
 * asked. Elsewhere (an author's preview): what it will draw.
 */
export function SelectionView({ item }: { item: SelectionItem }) {
  const { renderActivity, selectionActivities } = usePageRuntime();
  if (!selectionActivities || !renderActivity) {
    return (
      <aside className="delivered-selection" aria-label="Activity selection" data-selection-count={item.count}>
        <p className="selection-note">{SELECTION_NOTE}</p>
        <p className="selection-note">{selectionSummary(item)}</p>
      </aside>
    );
  }
  const drawn = selectionActivities(item.id);
  return (
    <div className="selection-activities" data-selection-id={item.id}>
      {drawn.map((activityId) => (
        <div key={activityId} className="activity-reference">
          {renderActivity({ type: 'activity-reference', id: `${item.id}-${activityId}`, activity_id: activityId })}
        </div>
      ))}
      {drawn.length < item.count ? (
        <p className="selection-shortfall" role="note">
          {drawn.length === 0 ? NOTHING_DRAWN_NOTE : shortfallNote(drawn.length, item.count)}
        </p>
      ) : null}
    </div>
  );
}
