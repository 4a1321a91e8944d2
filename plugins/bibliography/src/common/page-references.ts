/**
 * What the server adds to a delivered page that cites (its `pageData` under the plugin's
 * id): each citation's in-text form and the References list, formatted on the server so the
 * learner's JavaScript carries no citation formatter.
 */

/** The plugin's id: the key of its page data. @public */
export const BIBLIOGRAPHY_PLUGIN_ID = 'bibliography';

/** A citation of an entry, by the entry's id (`bibref` as a string). @public */
export interface CitationView {
  /** The in-text citation, APA author–date: `(Müller & Smith, 2019)`, as plain text. */
  readonly text: string;
  /** The id of its item in the References list (`ref-<entry id>`), which the citation links to. */
  readonly referenceId: string;
}

/** One item of the References list. @public */
export interface ReferenceView {
  /** The element id of the item (`ref-<entry id>`). */
  readonly id: string;
  /** The reference, APA, English (US), as sanitised HTML. */
  readonly html: string;
  /** The same as plain text: the accessible name of the citations that link to it. */
  readonly text: string;
}

/** The page data. @public */
export interface PageReferences {
  readonly citations: Readonly<Record<string, CitationView>>;
  /** In the order APA lists them (by author, then year). */
  readonly references: readonly ReferenceView[];
}

/** The element id of an entry's item in the References list. @public */
export const referenceElementId = (entryId: string | number): string => `ref-${String(entryId)}`;

/** The name of the delivery widget that lists a page's references (delivery §2). @public */
export const REFERENCES_WIDGET = 'References';
