import { describe, expect, it, vi } from 'vitest';
import { DOI_UNREACHABLE, parseCitationText, SCHEMA_MISMATCH, UNRECOGNISED_TEXT, WIKIDATA_UNREACHABLE } from './citation-parser.js';
import { formatEntry } from './citation-formatter.js';
import { EXPECTED_APA, fixtureText } from './testing/fixture-text.js';

const now = new Date('2026-11-28T12:00:00Z');

describe('pasted citations', () => {
  it.each([
    ['mixed-entries.bib', 22],
    ['records.ris', 10],
    ['with-extra-fields.json', 2],
  ])('%s: every record is read, checked and formatted in APA as expected', async (file, count) => {
    const parsed = await parseCitationText(fixtureText(file), { now });
    if (!parsed.ok) throw new Error(`${parsed.message}: ${parsed.errors.join('; ')}`);
    expect(parsed.items).toHaveLength(count);
    const expected = EXPECTED_APA[file];
    expect(Object.keys(expected)).toHaveLength(count);
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
    expect(byId.get('dubois1903')?.publisher).toBe('A. C. McClurg & Co.');
  });

  it('removes fields the CSL JSON schema does not know', async () => {
    const parsed = await parseCitationText(fixtureText('with-extra-fields.json'), { now });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.items[0]).not.toHaveProperty('favouriteColour');
    expect(parsed.items[0]).not.toHaveProperty('_internal');
    expect(parsed.items[1]).not.toHaveProperty('rating');
  });

  it('gives a record without a date the current year', async () => {
    const parsed = await parseCitationText('@book{undated, author = {Nobody, Ann}, title = {Timeless}, publisher = {Press}}', { now });
    expect(parsed).toMatchObject({ ok: true, items: [{ id: 'undated', issued: { 'date-parts': [[2026]] } }] });
  });

  it('names the fields of CSL JSON the schema refuses, record by record', async () => {
    const parsed = await parseCitationText(JSON.stringify([{ id: 'a', type: 'book', title: 'Fine' }, { id: 'b', type: 'novel', author: 'Somebody', issued: { 'date-parts': [[2001]] } }]), { now });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toBe(SCHEMA_MISMATCH);
    expect(parsed.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^\[1\]\.type: /), expect.stringMatching(/^\[1\]\.author: /)]));
    expect(parsed.errors.some((error) => error.startsWith('[0]'))).toBe(false);
  });

  it('says what it could not read: broken BibTeX, JSON that does not parse, text that is no citation', async () => {
    const broken = await parseCitationText('@article{one, title = {Fine}, year = 2001}\n@article{two, title = {No end, year = 2002', { now });
    expect(broken).toMatchObject({ ok: false });
    expect(await parseCitationText('[{"id": "x", ', { now })).toMatchObject({ ok: false, message: 'The pasted JSON does not parse' });
    expect(await parseCitationText('just some words', { now })).toEqual({ ok: false, message: UNRECOGNISED_TEXT, errors: [] });
    expect(await parseCitationText('   ', { now })).toMatchObject({ ok: false, message: UNRECOGNISED_TEXT });
  });

  it('refuses more text than an import takes', async () => {
    expect(await parseCitationText('x'.repeat(1_000_001), { now })).toMatchObject({ ok: false, message: expect.stringContaining('longer than 1,000,000 characters') });
  });
});

describe('DOI and Wikidata lookups', () => {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

  it('reads a DOI from doi.org as CSL JSON', async () => {
    const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      json({ type: 'article-journal', title: 'Behavioral study of obedience', author: [{ family: 'Milgram', given: 'Stanley' }], issued: { 'date-parts': [[1963]] }, DOI: '10.1037/h0040525', indexed: { 'date-time': 'x' } }),
    );
    const parsed = await parseCitationText('https://doi.org/10.1037/h0040525', { fetch: fetch as typeof globalThis.fetch, now });
    expect(parsed).toMatchObject({ ok: true, items: [{ id: '10.1037/h0040525', title: 'Behavioral study of obedience' }] });
    expect(String(fetch.mock.calls[0][0])).toBe('https://doi.org/10.1037/h0040525');
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('accept')).toBe('application/vnd.citationstyles.csl+json');
  });

  it('gives up on doi.org within the time limit, telling the author to paste the citation', async () => {
    const never = (_url: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    expect(await parseCitationText('doi:10.1000/182', { fetch: never as typeof fetch, timeoutMs: 100, now })).toEqual({ ok: false, message: DOI_UNREACHABLE, errors: [] });
    expect(Date.now() - started).toBeLessThan(2000);
    const offline = vi.fn();
    expect(await parseCitationText('10.1000/182', { fetch: offline as typeof fetch, offline: true, now })).toMatchObject({ ok: false, message: DOI_UNREACHABLE });
    expect(offline).not.toHaveBeenCalled();
  });

  it('reads a Wikidata item with its authors, journal and date', async () => {
    const claim = (value: unknown, qualifiers?: unknown) => ({ mainsnak: { datavalue: { value } }, qualifiers });
    const fetch = vi.fn((url: string | URL | Request) => {
      const ids = new URL(String(url)).searchParams.get('ids');
      if (ids === 'Q56034167') {
        return json({
          entities: {
            Q56034167: {
              labels: { en: { value: 'label' } },
              claims: {
                P31: [claim({ id: 'Q13442814' })],
                P1476: [claim({ text: 'Molecular structure of nucleic acids', language: 'en' })],
                P50: [claim({ id: 'Q7186' }, { P1545: [{ datavalue: { value: '2' } }] })],
                P2093: [claim('James Watson', { P1545: [{ datavalue: { value: '1' } }] })],
                P577: [claim({ time: '+1953-04-25T00:00:00Z' })],
                P1433: [claim({ id: 'Q180445' })],
                P478: [claim('171')],
                P304: [claim('737-738')],
              },
            },
          },
        });
      }
      return json({ entities: { Q7186: { labels: { en: { value: 'Francis Crick' } } }, Q180445: { labels: { en: { value: 'Nature' } } } } });
    });
    const parsed = await parseCitationText('Q56034167', { fetch: fetch as typeof globalThis.fetch, now });
    expect(parsed).toMatchObject({
      ok: true,
      items: [{ type: 'article-journal', title: 'Molecular structure of nucleic acids', author: [{ family: 'Watson', given: 'James' }, { family: 'Crick', given: 'Francis' }], issued: { 'date-parts': [[1953]] }, 'container-title': 'Nature', volume: '171', page: '737-738' }],
    });
    if (parsed.ok) expect(formatEntry(parsed.items).citation).toBe('(Watson & Crick, 1953)');
    expect(await parseCitationText('Q42', { fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, now })).toMatchObject({ ok: false, message: WIKIDATA_UNREACHABLE });
  });
});
