/**
 * Wikidata items as CSL records. citation-js's Wikidata plugin fetches with a client of its
 * own (no time limit, no way to pass ours), so this fetches the items and the items they
 * link to itself, through the lookup's fetch and deadline, and hands them, linked, to the
 * plugin's own item-to-CSL mapping.
 */
import { parsers as wikidataParsers, type WikidataEntity } from '@citation-js/plugin-wikidata';
import { isRecord } from './is-record.js';
import { fetchLookupJson, LookupError, type LookupRequest } from './lookup-fetch.js';

/**
 * The linked items an item's citation reads, by property, and what it reads of them in turn
 * (the plugin's own list): authors, publisher and its place, the journal, the series…
 */
interface LinkTree {
  readonly [property: string]: LinkTree | null;
}
const PLACE: LinkTree = { P17: null };
const PUBLISHER: LinkTree = { P740: PLACE, P159: PLACE };
const CITED_LINKS: LinkTree = {
  P50: null, P57: null, P58: null, P86: null, P98: null, P110: null, P162: null, P170: null,
  P175: null, P178: null, P371: null, P488: null, P655: null, P664: null, P1431: null,
  P1640: null, P1817: null, P2438: null, P5030: null, P407: null, P364: null, P437: null,
  P186: null, P13046: null,
  P921: { P50: null },
  P123: PUBLISHER,
  P629: { P50: null, P123: PUBLISHER },
  P179: { P98: null },
  P1433: { P4745: { P276: PLACE } },
  P361: { P50: null },
};

/** The most items one lookup reads, linked ones included. */
const MAX_LINKED_ITEMS = 400;

const ITEM_ID = /^Q[1-9]\d*$/;

type Claim = WikidataEntity['claims'][string][number];

/** A snak's value as the plugin reads it: an item's id, a string, a date as `YYYY[-MM[-DD]]`, a number. */
function snakValue(snak: unknown): unknown {
  if (!isRecord(snak) || snak.snaktype !== 'value' || !isRecord(snak.datavalue)) return undefined;
  const { type, value } = snak.datavalue;
  if (type === 'wikibase-entityid') return isRecord(value) ? value.id : undefined;
  if (type === 'monolingualtext') return isRecord(value) ? value.text : undefined;
  if (type === 'quantity') return isRecord(value) ? Number.parseFloat(String(value.amount)) : undefined;
  if (type === 'globecoordinate') return isRecord(value) ? [value.latitude, value.longitude] : undefined;
  if (type === 'time') return isRecord(value) ? simpleDate(String(value.time), Number(value.precision)) : undefined;
  return value;
}

/** A Wikidata time (`+1905-06-30T00:00:00Z`) to the precision it has: day, month or year. */
function simpleDate(time: string, precision: number): string | undefined {
  const match = /^([+-])(\d+)-(\d\d)-(\d\d)T/.exec(time);
  if (!match) return undefined;
  const [, sign, year, month, day] = match;
  const signed = `${sign === '-' ? '-' : ''}${year.replace(/^0+(?=\d{4})/, '')}`;
  if (precision >= 11 && day !== '00') return `${signed}-${month}-${day}`;
  if (precision >= 10 && month !== '00') return `${signed}-${month}`;
  return signed;
}

/** The truthy claims of a property: its preferred ones if any, else its normal ones. */
function truthyClaims(statements: unknown[]): Claim[] {
  const ranked = statements.filter(isRecord);
  const preferred = ranked.filter((statement) => statement.rank === 'preferred');
  const kept = preferred.length > 0 ? preferred : ranked.filter((statement) => statement.rank !== 'deprecated');
  return kept.flatMap((statement) => {
    const value = snakValue(statement.mainsnak);
    if (value === undefined) return [];
    const qualifiers: Record<string, unknown[]> = {};
    if (isRecord(statement.qualifiers)) {
      for (const [property, snaks] of Object.entries(statement.qualifiers)) {
        if (Array.isArray(snaks)) qualifiers[property] = snaks.map(snakValue).filter((qualifier) => qualifier !== undefined);
      }
    }
    return [{ value, qualifiers }];
  });
}

/** A wbgetentities item in the plugin's simplified form. */
function simplifyEntity(raw: Record<string, unknown>): WikidataEntity {
  const labels: Record<string, string> = {};
  if (isRecord(raw.labels)) {
    for (const [language, label] of Object.entries(raw.labels)) if (isRecord(label) && typeof label.value === 'string') labels[language] = label.value;
  }
  const claims: WikidataEntity['claims'] = {};
  if (isRecord(raw.claims)) {
    for (const [property, statements] of Object.entries(raw.claims)) if (Array.isArray(statements)) claims[property] = truthyClaims(statements);
  }
  return { id: String(raw.id), labels, claims };
}

/** Fetches `ids` (URLs built by the plugin, 50 ids each) into `items`; an id Wikidata lacks is left out. */
async function fetchItems(ids: readonly string[], items: Map<string, WikidataEntity>, request: LookupRequest): Promise<void> {
  if (ids.length === 0) return;
  const answers = await Promise.all(wikidataParsers.id.parse(ids).map((url) => fetchLookupJson(url, 'application/json', request)));
  for (const answer of answers) {
    if (!isRecord(answer) || !isRecord(answer.entities)) throw new LookupError('refused', 'wikidata.org gave no items');
    for (const raw of Object.values(answer.entities)) {
      if (isRecord(raw) && typeof raw.id === 'string' && !('missing' in raw)) items.set(raw.id, simplifyEntity(raw));
    }
  }
}

/** An item Wikidata did not give: read as one with no label and no claims. */
const unknownItem = (id: string): WikidataEntity => ({ id, labels: {}, claims: {} });

/** The CSL records of the Wikidata items `ids`, in order. */
export async function lookUpWikidataItems(ids: readonly string[], request: LookupRequest): Promise<Record<string, unknown>[]> {
  const items = new Map<string, WikidataEntity>();
  await fetchItems(ids, items, request);
  const missing = ids.filter((id) => !items.has(id));
  if (missing.length > 0) throw new LookupError('not-found', `Wikidata has no item ${missing.join(', ')}`);

  // Level by level, fetch the items the citation reads and put them in place of their ids.
  let pending = ids.map((id) => ({ item: items.get(id)!, links: CITED_LINKS }));
  while (pending.length > 0) {
    const wanted = new Set<string>();
    for (const { item, links } of pending) {
      for (const property of Object.keys(links)) {
        for (const claim of item.claims[property] ?? []) {
          if (typeof claim.value === 'string' && ITEM_ID.test(claim.value) && !items.has(claim.value)) wanted.add(claim.value);
        }
      }
    }
    if (items.size + wanted.size > MAX_LINKED_ITEMS) throw new LookupError('refused', 'the items link to too many others');
    await fetchItems([...wanted], items, request);
    const next: typeof pending = [];
    for (const { item, links } of pending) {
      for (const [property, deeper] of Object.entries(links)) {
        for (const claim of item.claims[property] ?? []) {
          if (typeof claim.value === 'string' && ITEM_ID.test(claim.value)) claim.value = items.get(claim.value) ?? unknownItem(claim.value);
          if (deeper && isRecord(claim.value)) next.push({ item: claim.value as unknown as WikidataEntity, links: deeper });
        }
      }
    }
    pending = next;
  }
  return ids.map((id) => wikidataParsers.entity.parseEntity(items.get(id)!));
}
