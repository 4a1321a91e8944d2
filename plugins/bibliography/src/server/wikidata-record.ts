/**
 * A CSL JSON record from a Wikidata item: its title, authors, date, publication and
 * identifiers, the properties a citation of a scholarly work or book uses. Entities the item
 * names (authors, the journal, the publisher) are read in one more request, for their labels.
 */

type Entities = Record<string, unknown>;

interface Claim {
  readonly mainsnak?: { readonly datavalue?: { readonly value?: unknown } };
  readonly qualifiers?: Record<string, readonly { readonly datavalue?: { readonly value?: unknown } }[]>;
}

/** Work types by the Wikidata class an item is an instance of (P31). */
const TYPES: Record<string, string> = {
  Q13442814: 'article-journal', // scholarly article
  Q18918145: 'article-journal', // academic journal article
  Q191067: 'article', // article
  Q571: 'book',
  Q7725634: 'book', // literary work
  Q47461344: 'book', // written work
  Q1980247: 'chapter',
  Q23927052: 'paper-conference', // conference paper
  Q1266946: 'thesis',
  Q187685: 'thesis', // doctoral thesis
  Q10870555: 'report',
  Q36774: 'webpage',
  Q7397: 'software',
  Q1172284: 'dataset',
};

const claimsOf = (entity: unknown, property: string): readonly Claim[] => ((entity as { claims?: Record<string, readonly Claim[]> })?.claims?.[property] ?? []);
const valueOf = (claim: Claim): unknown => claim.mainsnak?.datavalue?.value;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof (value as { text?: unknown })?.text === 'string' ? (value as { text: string }).text : undefined);
const entityId = (value: unknown): string | undefined => (typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id : undefined);
const label = (entity: unknown): string | undefined => {
  const value = (entity as { labels?: { en?: { value?: unknown } } } | undefined)?.labels?.en?.value;
  return typeof value === 'string' ? value : undefined;
};

/** `Family, Given` from a whole name as Wikidata gives it: the last word is the family name. */
function splitName(name: string): { family: string; given?: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { family: words[0] };
  return { family: words[words.length - 1], given: words.slice(0, -1).join(' ') };
}

/** The series ordinal a claim's qualifier gives (authors are listed in their order, P1545). */
const ordinal = (claim: Claim) => Number(text(claim.qualifiers?.P1545?.[0]?.datavalue?.value) ?? Number.MAX_SAFE_INTEGER);

export async function wikidataRecord(id: string, entity: unknown, entitiesOf: (ids: readonly string[]) => Promise<Entities>): Promise<Record<string, unknown>> {
  const first = (property: string) => claimsOf(entity, property).map(valueOf)[0];
  const authorClaims = [...claimsOf(entity, 'P50').map((claim) => ({ claim, id: entityId(valueOf(claim)) })), ...claimsOf(entity, 'P2093').map((claim) => ({ claim, name: text(valueOf(claim)) }))].sort(
    (a, b) => ordinal(a.claim) - ordinal(b.claim),
  );
  const linked = [...authorClaims.flatMap((author) => ('id' in author && author.id ? [author.id] : [])), entityId(first('P1433')), entityId(first('P123'))].filter((linkedId): linkedId is string => linkedId !== undefined).slice(0, 50);
  const labels = linked.length > 0 ? await entitiesOf(linked) : {};
  const nameOf = (linkedId: string | undefined) => (linkedId ? label(labels[linkedId]) : undefined);

  const record: Record<string, unknown> = {
    id,
    type: TYPES[entityId(first('P31')) ?? ''] ?? 'document',
    title: text(first('P1476')) ?? label(entity) ?? id,
  };
  const authors = authorClaims.map((author) => ('id' in author ? nameOf(author.id) : author.name)).filter((name): name is string => Boolean(name));
  if (authors.length > 0) record.author = authors.map(splitName);
  const published = (first('P577') as { time?: unknown } | undefined)?.time;
  const year = typeof published === 'string' ? /^[+-]?(\d{1,4})/.exec(published)?.[1] : undefined;
  if (year) record.issued = { 'date-parts': [[Number(year)]] };
  const container = nameOf(entityId(first('P1433')));
  if (container) record['container-title'] = container;
  const publisher = nameOf(entityId(first('P123')));
  if (publisher) record.publisher = publisher;
  for (const [property, field] of [['P478', 'volume'], ['P433', 'issue'], ['P304', 'page'], ['P356', 'DOI'], ['P212', 'ISBN'], ['P957', 'ISBN']] as const) {
    const value = text(first(property));
    if (value && record[field] === undefined) record[field] = value;
  }
  const url = text(first('P953')) ?? text(first('P856'));
  if (url && /^https?:\/\//.test(url)) record.URL = url;
  return record;
}
