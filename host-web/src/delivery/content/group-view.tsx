import { useId } from 'react';
import type { GroupItem } from '@quire/core';
import { usePageRuntime, type PageRuntime } from './page-runtime.js';
import { purposeTitle } from './purposes.js';
import './content.css';

/**
 * Whether a group's audience sees it, and the note shown to those who see it only because
 * they may: `instructor` groups are for instructors, `feedback` groups show in review,
 * `never` groups only in previews.
 */
export function groupAudience(audience: GroupItem['audience'], runtime: Pick<PageRuntime, 'viewer' | 'mode'>): { visible: boolean; note?: string } {
  switch (audience) {
    case 'instructor':
      return runtime.viewer === 'instructor' ? { visible: true, note: 'Shown to instructors only' } : { visible: false };
    case 'feedback':
      if (runtime.mode === 'review') return { visible: true };
      return runtime.viewer === 'instructor' ? { visible: true, note: 'Shown to learners when they review their work' } : { visible: false };
    case 'never':
      return runtime.mode === 'preview' ? { visible: true, note: 'Hidden from learners' } : { visible: false };
    default:
      return { visible: true };
  }
}

/**
 * A group (delivery §3): a section headed by its purpose's title (no heading for `none`),
 * laid out vertically or as a deck, seen by its audience, and paginated at its breaks.
 */
export function GroupView({ item }: { item: GroupItem }) {
  const runtime = usePageRuntime();
  const headingId = useId();
  const { visible, note } = groupAudience(item.audience, runtime);
  if (!visible) return null;
  const title = purposeTitle(item.purpose);
  const layout = item.layout ?? 'vertical';
  const initiallyVisible = (item as { initiallyVisible?: unknown }).initiallyVisible;
  return (
    <section
      className={`delivered-group group-purpose-${item.purpose} group-layout-${layout}`}
      aria-labelledby={title ? headingId : undefined}
      data-group-id={item.id}
    >
      {title ? (
        <h2 id={headingId} className="group-heading">
          {title}
        </h2>
      ) : null}
      {note ? <p className="group-audience-note">{note}</p> : null}
      <div className="group-body">
        {runtime.renderItems({
          items: item.children,
          elementId: item.id,
          paginationMode: item.paginationMode ?? 'normal',
          initiallyVisible: Array.isArray(initiallyVisible) ? (initiallyVisible as number[]) : undefined,
          label: title ? `Pages of ${title}` : 'Pages of this group',
        })}
      </div>
    </section>
  );
}
