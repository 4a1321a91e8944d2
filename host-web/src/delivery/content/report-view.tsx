import { useId } from 'react';
import type { ActivityReferenceItem, ReportItem } from '@quire/core';
import { usePageRuntime } from './page-runtime.js';
import './content.css';

/**
 * A report (delivery §3): a titled box with the activity it reports on, drawn like any
 * activity of the page (a report holds only activity references; without any, the one
 * named by `activityId`).
 */
export function ReportView({ item }: { item: ReportItem }) {
  const { renderActivity } = usePageRuntime();
  const headingId = useId();
  const children = (item.children ?? []).filter((child): child is ActivityReferenceItem => child.type === 'activity-reference');
  const references: ActivityReferenceItem[] =
    children.length > 0 ? children : [{ type: 'activity-reference', id: `${item.id}-activity`, activity_id: item.activityId }];
  return (
    <section className="delivered-report" aria-labelledby={headingId} data-report-type={item.reportType}>
      <h2 id={headingId} className="report-heading">
        {item.title?.trim() || 'Report'}
      </h2>
      {renderActivity ? (
        references.map((reference) => (
          <div key={reference.id} className="report-activity">
            {renderActivity(reference)}
          </div>
        ))
      ) : (
        <p className="report-note">The report of the answers to this activity appears here.</p>
      )}
    </section>
  );
}
