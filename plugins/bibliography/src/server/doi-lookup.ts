import { parsers as doiParsers } from '@citation-js/plugin-doi';
import { isRecord } from './is-record.js';
import { fetchLookupJson, LookupError, type LookupRequest } from './lookup-fetch.js';

/** CSL JSON, asked of doi.org by content negotiation (it redirects to the DOI's registration agency). */
const CSL_JSON = 'application/vnd.citationstyles.csl+json';

/** doi.org's address of a DOI: each part encoded, its slashes kept. */
export const doiUrl = (doi: string): string => `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The CSL records of `dois`, one each, in order, as doi.org gives them, with citation-js's
 * corrections of registration agencies' JSON (Crossref's types, single dates).
 */
export async function lookUpDois(dois: readonly string[], request: LookupRequest): Promise<Record<string, unknown>[]> {
  return Promise.all(
    dois.map(async (doi) => {
      const answer = await fetchLookupJson(doiUrl(doi), CSL_JSON, request);
      if (!isRecord(answer) || typeof answer.type !== 'string') throw new LookupError('refused', `doi.org gave no citation for ${doi}`);
      return doiParsers.json.parse(answer);
    }),
  );
}
