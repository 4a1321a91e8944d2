/**
 * Delivery part of bibliography: in-text citations linked to the page's References, both
 * drawn on the server from the page data the plugin's server part adds.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { CITE_KIND } from '../common/cite-kinds.js';
import { REFERENCES_WIDGET } from '../common/page-references.js';
import { CitationView } from './citation-view.js';
import { ReferencesList } from './references-list.js';

export { CitationView } from './citation-view.js';
export { ReferencesList } from './references-list.js';

/** @public */
export const bibliographyDelivery: DeliveryPart = defineDelivery({
  elements: { [CITE_KIND]: CitationView },
  widgets: { [REFERENCES_WIDGET]: ReferencesList },
});

export default bibliographyDelivery;
