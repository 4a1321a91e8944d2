/** Wikidata's wbgetentities answers, shaped as the real API gives them, for lookups with a mocked fetch. */

type Snak = { snaktype: 'value'; datavalue: { type: string; value: unknown } };

const snak = (type: string, value: unknown): Snak => ({ snaktype: 'value', datavalue: { type, value } });

export const itemValue = (id: string) => snak('wikibase-entityid', { 'entity-type': 'item', id });
export const stringValue = (value: string) => snak('string', value);
export const textValue = (text: string) => snak('monolingualtext', { text, language: 'en' });
/** A date to the day (precision 11) or to the year (precision 9). */
export const timeValue = (time: string, precision: 9 | 10 | 11) => snak('time', { time, precision, timezone: 0, before: 0, after: 0, calendarmodel: 'http://www.wikidata.org/entity/Q1985727' });

/** A statement of normal rank, with its qualifiers by property. */
export const statement = (mainsnak: Snak, qualifiers: Record<string, Snak[]> = {}, rank: 'normal' | 'preferred' | 'deprecated' = 'normal') => ({ type: 'statement', rank, mainsnak, qualifiers });

/** An item with an English label and its statements by property. */
export const wikidataItem = (id: string, label: string, claims: Record<string, ReturnType<typeof statement>[]> = {}) => ({ type: 'item', id, labels: { en: { language: 'en', value: label } }, claims });

/** The answer of wbgetentities for some items. */
export const entitiesAnswer = (...items: { id: string }[]) => ({ entities: Object.fromEntries(items.map((item) => [item.id, item])), success: 1 });
