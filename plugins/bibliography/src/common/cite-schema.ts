/** The fields of a citation (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { CITE_KIND } from './cite-kinds.js';

/** A citation of a bibliography entry (`bibref` is the entry's id). @public */
export const citeElementSchema = elementSchema(CITE_KIND, {
  bibref: z.union([z.string(), z.number()]),
});

/** @public */
export type CiteElement = z.infer<typeof citeElementSchema>;
