/** The parts of the untyped citation-js packages the server part uses. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data?: unknown, options?: Record<string, unknown>);
    static async(data: unknown, options?: { readonly forceType?: string }): Promise<Cite>;
    readonly data: Record<string, unknown>[];
    format(style: 'bibliography' | 'citation' | 'data', options?: Record<string, unknown>): string;
  }
  export const plugins: {
    /** The name of the input format citation-js recognises in `input`, e.g. `@bibjson/record+object`. */
    readonly input: { type(input: unknown): string };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibjson';
declare module '@citation-js/plugin-doi' {
  export const parsers: {
    /** Turns doi.org's CSL JSON into citation-js's: Crossref types to CSL types, single dates to lists. */
    readonly json: { parse(data: Record<string, unknown>): Record<string, unknown> };
  };
}
declare module '@citation-js/plugin-wikidata' {
  /** A Wikidata item as the plugin reads it: labels by language, truthy claims with their qualifiers. */
  export interface WikidataEntity {
    readonly id: string;
    readonly labels: Record<string, string>;
    readonly claims: Record<string, { value: unknown; readonly qualifiers: Record<string, unknown[]> }[]>;
  }
  export const parsers: {
    /** The wbgetentities URLs (at most 50 ids each) that fetch the items, in English. */
    readonly id: { parse(ids: readonly string[]): string[] };
    /** An item, its linked items in place of their ids, as a CSL record. */
    readonly entity: { parseEntity(entity: WikidataEntity): Record<string, unknown> };
  };
}
