import { describe, expect, it, vi } from 'vitest';
import { DOI_UNREACHABLE, parseCitationText, SCHEMA_MISMATCH, UNRECOGNISED_TEXT, WIKIDATA_UNREACHABLE } from './citation-parser.js';
import { formatEntry } from './citation-formatter.js';
import { EXPECTED_APA, fixtureText } from './testing/fixture-text.js';
import { entitiesAnswer, itemValue, statement, stringValue, textValue, timeValue, wikidataItem } from './testing/wikidata-answers.js';

const now = new Date('2026-11-28T12:00:00Z');

describe('pasted citations', () => {
  it.each([
    ['mixed-entries.bib', 25],
    ['records.ris', 10],
    ['with-extra-fields.json', 2],
  ])('%s: every record is read, in order, checked and formatted in APA as expected', async (file, count) => {
    const parsed = await parseCitationText(fixtureText(file), { now });
    if (!parsed.ok) throw new Error(`${parsed.message}: ${parsed.errors.join('; ')}`);
    const expected = EXPECTED_APA[file];
    expect(parsed.items.map((item) => item.id)).toEqual(Object.keys(expected));
    expect(parsed.items).toHaveLength(count);
    for (const item of parsed.items) {
      const formatted = formatEntry([item]);
      expect({ id: item.id, reference: formatted.text, citation: formatted.citation }).toEqual({ id: item.id, ...expected[String(item.id)] });
    }
  });

  it('reads LaTeX accents and escapes as the letters they stand for', async () => {
    const parsed = await parseCitationText(fixtureText('mixed-entries.bib'), { now });
    if (!parsed.ok) throw new Error(parsed.message);
    const byId = new Map(parsed.items.map((item) => [item.id, item]));
    expect(byId.get('garcia1967')?.author?.[0]).toEqual({ family: 'García Márquez', given: 'Gabriel' });
    expect(byId.get('erdos1959')?.author?.map((name) => name.family)).toEqual(['Erdős', 'Rényi']);
    expect(byId.get('vaswani2017')?.author?.[6]).toEqual({ family: 'Kaiser', given: 'Łukasz' });
    expect(byId.get('gauss1801')?.author?.[0]).toEqual({ family: 'Gauß', given: 'Carl Friedrich' });
    expect(byId.get('dubois1903')?.publisher).toBe('A. C. McClurg & Co.');
    expect(byId.get('nasa1986')?.publisher).toBe('NASA');
    expect(byId.get('einstein1905')?.page).toBe('891-921');
  });

  it('keeps the citation key, types BibLaTeX knows, and drops the "others" of "and others"', async () => {
    const parsed = await parseCitationText(fixtureText('mixed-entries.bib'), { now });
    if (!parsed.ok) throw new Error(parsed.message);
    const byId = new Map(parsed.items.map((item) => [item.id, item]));
    expect(byId.get('lander2001')).toMatchObject({ 'citation-key': 'lander2001', type: 'article-journal' });
    expect(byId.get('lander2001')?.author?.map((name) => name.family)).toEqual(['Lander', 'Linton', 'Birren']);
    expect(byId.get('w3c2017')).toMatchObject({ type: 'webpage', URL: 'https://www.w3.org/TR/2017/REC-html52-20171214/', accessed: { 'date-parts': [[2024, 3, 1]] } });
    expect(byId.get('shannon1940')).toMatchObject({ type: 'thesis', genre: 'Doctoral dissertation' });
  });

  it('removes fields the CSL JSON schema does not know', async () => {
    const parsed = await parseCitationText(fixtureText('with-extra-fields.json'), { now });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.items[0]).not.toHaveProperty('favouriteColour');
    expect(parsed.items[0]).not.toHaveProperty('_internal');
    expect(parsed.items[1]).not.toHaveProperty('rating');
    expect(parsed.items[1]).toMatchObject({ id: 'lovelace1843', volume: '3' });
  });

  it('reads BibJSON, a record or a collection', async () => {
    const record = { type: 'article', title: 'Open bibliography for science, technology, and medicine', author: [{ name: 'Richard Jones' }, { name: 'Peter Murray-Rust' }], year: '2011', journal: { name: 'Journal of Cheminformatics', volume: '3' } };
    const parsed = await parseCitationText(JSON.stringify({ metadata: { collection: 'mine' }, records: [record, { ...record, title: 'Second' }] }), { now });
    expect(parsed).toMatchObject({
      ok: true,
      items: [
        { type: 'article-journal', title: 'Open bibliography for science, technology, and medicine', author: [{ family: 'Jones', given: 'Richard' }, { family: 'Murray-Rust', given: 'Peter' }], issued: { 'date-parts': [[2011]] }, 'container-title': 'Journal of Cheminformatics' },
        { title: 'Second' },
      ],
    });
    if (parsed.ok) expect(formatEntry([parsed.items[0]])).toMatchObject({ citation: '(Jones & Murray-Rust, 2011)', text: 'Jones, R., & Murray-Rust, P. (2011). Open bibliography for science, technology, and medicine. Journal of Cheminformatics, 3.' });
    expect(await parseCitationText(JSON.stringify(record), { now })).toMatchObject({ ok: true, items: [{ title: 'Open bibliography for science, technology, and medicine' }] });
  });

  it('gives a record without a date the current year', async () => {
    const parsed = await parseCitationText('@book{undated, author = {Nobody, Ann}, title = {Timeless}, publisher = {Press}}', { now });
    expect(parsed).toMatchObject({ ok: true, items: [{ id: 'undated', issued: { 'date-parts': [[2026]] } }] });
  });

  it('names the fields of CSL JSON the schema refuses, record by record', async () => {
    const parsed = await parseCitationText(JSON.stringify([{ id: 'a', type: 'book', title: 'Fine' }, { id: 'b', type: 'novel', author: { family: 'Somebody' }, issued: { 'date-parts': [[2001]] } }]), { now });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toBe(SCHEMA_MISMATCH);
    expect(parsed.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^\[1\]\.type: /), expect.stringMatching(/^\[1\]\.author: /)]));
    expect(parsed.errors.some((error) => error.startsWith('[0]'))).toBe(false);
  });

  it('says what it could not read: broken BibTeX, RIS without TY, JSON that does not parse', async () => {
    const broken = await parseCitationText('@article{one, title = {Fine}, year = 2001}\n@article{two, title = {No end, year = 2002', { now });
    expect(broken).toEqual({ ok: false, message: 'The BibTeX could not be read', errors: [expect.stringMatching(/line 2/)] });
    expect(await parseCitationText('AU  - Smith, John\nTI  - A title\nPY  - 2001\nER  - \n', { now })).toEqual({ ok: false, message: 'The RIS could not be read', errors: ['Each record starts with a TY line, e.g. "TY  - JOUR"'] });
    expect(await parseCitationText('[{"id": "x", ', { now })).toMatchObject({ ok: false, message: 'The pasted JSON does not parse', errors: [expect.any(String)] });
  });

  it('asks for a citation when the text is none, and never fetches what is not a DOI or a Wikidata id', async () => {
    const fetch = vi.fn();
    for (const text of ['just some words', '   ', 'https://example.org/paper.pdf', 'http://localhost:3000/admin']) {
      expect(await parseCitationText(text, { fetch: fetch as typeof globalThis.fetch, now })).toEqual({ ok: false, message: UNRECOGNISED_TEXT, errors: [] });
    }
    expect(UNRECOGNISED_TEXT).toBe('Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses more text, or more records, than an import takes', async () => {
    expect(await parseCitationText('x'.repeat(1_000_001), { now })).toMatchObject({ ok: false, message: expect.stringContaining('longer than 1,000,000 characters') });
    const records = Array.from({ length: 1001 }, (_, index) => ({ id: index, type: 'book', title: `Book ${index}` }));
    expect(await parseCitationText(JSON.stringify(records), { now })).toMatchObject({ ok: false, message: 'At most 1,000 records can be imported at once: the text has 1,001' });
    expect(await parseCitationText('[]', { now })).toMatchObject({ ok: false, message: 'No citation was found in the text' });
  });
});

describe('DOI and Wikidata lookups', () => {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

  it.each(['10.1037/h0040525', 'doi:10.1037/h0040525', 'https://doi.org/10.1037/h0040525'])('reads the DOI %s from doi.org as CSL JSON', async (text) => {
    const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => json(JSON.parse(fixtureText('doi-milgram.json'))));
    const parsed = await parseCitationText(text, { fetch: fetch as typeof globalThis.fetch, now });
    if (!parsed.ok) throw new Error(`${parsed.message}: ${parsed.errors.join('; ')}`);
    expect(parsed.items).toEqual([
      expect.objectContaining({ id: '10.1037/h0040525', type: 'article-journal', title: 'Behavioral study of obedience.', ISSN: '0096-851X', volume: '67', issue: '4', page: '371-378' }),
    ]);
    expect(parsed.items[0]).not.toHaveProperty('indexed');
    expect(parsed.items[0]).not.toHaveProperty('original-title');
    expect(formatEntry(parsed.items).text).toBe('Milgram, S. (1963). Behavioral study of obedience. The Journal of Abnormal and Social Psychology, 67(4), 371–378. https://doi.org/10.1037/h0040525');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('https://doi.org/10.1037/h0040525');
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('accept')).toBe('application/vnd.citationstyles.csl+json');
    expect(fetch.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up on doi.org within the time limit, whether or not the fetch heeds the abort', async () => {
    const heedsAbort = vi.fn((_url: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const neverAnswers = vi.fn(() => new Promise<Response>(() => undefined));
    for (const fetch of [heedsAbort, neverAnswers]) {
      const started = Date.now();
      expect(await parseCitationText('doi:10.1000/182', { fetch: fetch as typeof globalThis.fetch, timeoutMs: 100, now })).toEqual({ ok: false, message: DOI_UNREACHABLE, errors: [] });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
    expect(DOI_UNREACHABLE).toBe('Could not reach doi.org: paste the BibTeX or RIS instead');
  });

  it('tells the author to paste the citation when doi.org cannot be reached or is offline, and says when a DOI does not exist', async () => {
    const failing = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(await parseCitationText('10.1000/182', { fetch: failing, now })).toEqual({ ok: false, message: DOI_UNREACHABLE, errors: [] });
    const offline = vi.fn();
    expect(await parseCitationText('10.1000/182', { fetch: offline as typeof fetch, offline: true, now })).toEqual({ ok: false, message: DOI_UNREACHABLE, errors: [] });
    expect(offline).not.toHaveBeenCalled();
    const notFound = (() => Promise.resolve(new Response('DOI Not Found', { status: 404 }))) as typeof fetch;
    expect(await parseCitationText('10.9999/missing', { fetch: notFound, now })).toMatchObject({ ok: false, message: 'doi.org knows no DOI 10.9999/missing' });
    const landingPage = (() => Promise.resolve(new Response('<html>a landing page</html>', { headers: { 'content-type': 'text/html' } }))) as typeof fetch;
    expect(await parseCitationText('10.1000/182', { fetch: landingPage, now })).toMatchObject({ ok: false, message: 'doi.org gave no citation for this DOI: paste the BibTeX or RIS instead' });
  });

  it('reads a Wikidata item with its authors in order, its journal and its date', async () => {
    const article = wikidataItem('Q56034167', 'Molecular structure of nucleic acids', {
      P31: [statement(itemValue('Q13442814'))],
      P1476: [statement(textValue('Molecular Structure of Nucleic Acids'))],
      P50: [statement(itemValue('Q123280'), { P1545: [stringValue('2')] })],
      P2093: [statement(stringValue('James D. Watson'), { P1545: [stringValue('1')] })],
      P577: [statement(timeValue('+1953-04-25T00:00:00Z', 11))],
      P1433: [statement(itemValue('Q180445'))],
      P478: [statement(stringValue('171'))],
      P433: [statement(stringValue('4356'))],
      P304: [statement(stringValue('737-738'))],
      P356: [statement(stringValue('10.1038/171737A0'))],
    });
    const linked = [wikidataItem('Q123280', 'Francis Crick', { P31: [statement(itemValue('Q5'))] }), wikidataItem('Q180445', 'Nature')];
    const fetch = vi.fn((url: string | URL | Request) => {
      const ids = new URL(String(url)).searchParams.get('ids')?.split('|') ?? [];
      return json(entitiesAnswer(...[article, ...linked].filter((item) => ids.includes(item.id))));
    });
    const parsed = await parseCitationText('https://www.wikidata.org/wiki/Q56034167', { fetch: fetch as typeof globalThis.fetch, now });
    expect(parsed).toMatchObject({
      ok: true,
      items: [{ id: 'Q56034167', type: 'article-journal', title: 'Molecular Structure of Nucleic Acids', author: [{ family: 'Watson', given: 'James D.' }, { family: 'Crick', given: 'Francis' }], issued: { 'date-parts': [[1953, 4, 25]] }, 'container-title': 'Nature', volume: '171', page: '737-738' }],
    });
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith('https://www.wikidata.org/w/api.php?action=wbgetentities'))).toBe(true);
    if (parsed.ok) {
      expect(formatEntry(parsed.items)).toMatchObject({ citation: '(Watson & Crick, 1953)', text: 'Watson, J. D., & Crick, F. (1953). Molecular Structure of Nucleic Acids. Nature, 171(4356), 737–738. https://doi.org/10.1038/171737A0' });
    }
  });

  it('tells the author to paste the citation when wikidata.org cannot be reached, or when offline', async () => {
    expect(await parseCitationText('Q42', { fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, now })).toEqual({ ok: false, message: WIKIDATA_UNREACHABLE, errors: [] });
    const offline = vi.fn();
    expect(await parseCitationText('Q42', { fetch: offline as typeof fetch, offline: true, now })).toEqual({ ok: false, message: WIKIDATA_UNREACHABLE, errors: [] });
    expect(offline).not.toHaveBeenCalled();
  });

  it('says which Wikidata item does not exist', async () => {
    const fetch = () => json({ entities: { Q999999999: { id: 'Q999999999', missing: '' } } });
    expect(await parseCitationText('Q999999999', { fetch: fetch as typeof globalThis.fetch, now })).toMatchObject({ ok: false, message: 'Wikidata has no item Q999999999' });
  });
});
