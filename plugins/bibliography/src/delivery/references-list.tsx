import type { ReactNode } from 'react';
import { usePageData } from '@quire/plugin-sdk/delivery';
import { BIBLIOGRAPHY_PLUGIN_ID, type PageReferences } from '../common/page-references.js';

/** The heading's id: the section is labelled by it (one References list per page). */
const HEADING_ID = 'references-heading';

/**
 * The References widget (delivery §2), after the page's content: the works the page cites,
 * in the APA order the server gave, each item the target of its citations. The items' HTML
 * was sanitised on the server when the entry was saved. Nothing for a page without references.
 * @public
 */
export function ReferencesList(): ReactNode {
  const data = usePageData<PageReferences>(BIBLIOGRAPHY_PLUGIN_ID);
  const references = data && Array.isArray(data.references) ? data.references : [];
  if (references.length === 0) return null;
  return (
    <section className="references" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>References</h2>
      <ul className="references-list">
        {references.map((reference) => (
          <li key={reference.id} id={reference.id} className="reference" dangerouslySetInnerHTML={{ __html: reference.html }} />
        ))}
      </ul>
    </section>
  );
}
