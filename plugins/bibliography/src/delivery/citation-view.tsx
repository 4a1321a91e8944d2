import type { ReactNode } from 'react';
import { usePageData, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { BIBLIOGRAPHY_PLUGIN_ID, type PageReferences, type ReferenceView } from '../common/page-references.js';

/** The item of the References list a citation of `bibref` links to, with its in-text form; undefined when the page data lacks either. */
function citedReference(data: PageReferences | undefined, bibref: unknown): { text: string; reference: ReferenceView } | undefined {
  if (!data || (typeof bibref !== 'string' && typeof bibref !== 'number')) return undefined;
  const citations = data.citations ?? {};
  const key = String(bibref);
  const citation = Object.hasOwn(citations, key) ? citations[key] : undefined;
  if (!citation) return undefined;
  const reference = (Array.isArray(data.references) ? data.references : []).find((item) => item.id === citation.referenceId);
  return reference ? { text: citation.text, reference } : undefined;
}

/**
 * An in-text citation for learners, drawn on the server: the APA author–date form, linking
 * to its item in the page's References. The link is named by the full reference, so a
 * screen reader user hears which work is cited without following it. A citation whose entry
 * the page data lacks shows the cite's own text, unlinked, rather than a link to nowhere.
 * @public
 */
export function CitationView({ element, children }: DeliveryElementProps): ReactNode {
  const cited = citedReference(usePageData<PageReferences>(BIBLIOGRAPHY_PLUGIN_ID), element.bibref);
  if (!cited) return <span className="citation citation-unavailable">{children}</span>;
  return (
    <cite className="citation">
      <a href={`#${cited.reference.id}`} aria-label={cited.reference.text}>
        {cited.text}
      </a>
    </cite>
  );
}
