import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import sanitizeHtml from 'sanitize-html';
import type { CslItem } from '@quire/plugin-sdk';

/** An entry's reference and in-text citation, APA, English (US) (spec authoring §11). */
export interface FormattedEntry {
  /** The reference as HTML, sanitised: only inline emphasis, super- and subscripts, and web links. */
  readonly html: string;
  /** The same reference as plain text. */
  readonly text: string;
  /** The in-text citation, author–date: `(Müller & Smith, 2019)`. */
  readonly citation: string;
}

const APA = { template: 'apa', lang: 'en-US' };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['i', 'b', 'em', 'strong', 'sup', 'sub', 'span', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  disallowedTagsMode: 'discard',
};

/** The entry divs of citeproc's bibliography HTML: each `csl-entry` div's inner HTML. */
const ENTRY = /<div[^>]*class="csl-entry"[^>]*>([\s\S]*?)<\/div>/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#38;': '&', '&nbsp;': '\u00a0' };
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#38);/g, (entity) => ENTITIES[entity] ?? entity);

/** A name as an in-text citation gives it: the surname with its particle, or the organisation's whole name. */
function citedName(name: NonNullable<CslItem['author']>[number]): string {
  if (name.literal) return name.literal;
  return [name['non-dropping-particle'], name.family].filter(Boolean).join(' ') || name.given || '';
}

/** The year an in-text citation gives: the first of `issued`, or its text, or 'n.d.' (APA 7 §8.10). */
function citedYear(item: CslItem): string {
  const issued = item.issued;
  const year = issued?.['date-parts']?.[0]?.[0];
  if (year !== undefined && String(year).trim() !== '') return String(year);
  return issued?.literal ?? issued?.raw ?? 'n.d.';
}

/**
 * APA 7's author–date citation of a record (§8.17): one author's surname, two joined by '&',
 * three or more as the first 'et al.'; without authors, the editors, else the title.
 */
function citedAuthor(item: CslItem): string {
  const names = (item.author?.length ? item.author : item.editor ?? []).map(citedName).filter(Boolean);
  if (names.length === 1) return names[0];
  if (names.length === 2) return `${names[0]} & ${names[1]}`;
  if (names.length > 2) return `${names[0]} et al.`;
  const title = String(item['title-short'] ?? item.title ?? 'Untitled');
  return item.type === 'book' || item.type === 'report' || item.type === 'thesis' ? title : `“${title}”`;
}

/** Formats an entry's records together, as its reference (HTML and text) and its in-text citation. */
export function formatEntry(items: readonly CslItem[]): FormattedEntry {
  // Each record gets an id of its own: citeproc merges records that share one.
  const records = items.map((item, index) => ({ ...item, id: `r${index}` }));
  const bibliography = new Cite(records).format('bibliography', { ...APA, format: 'html' });
  const html = [...bibliography.matchAll(ENTRY)].map((match) => sanitizeHtml(match[1].trim(), SANITIZE)).join(' ');
  // The HTML is sanitised already: its tags are whole, so dropping them leaves its text.
  const text = decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
  const citation = `(${items.map((item) => `${citedAuthor(item)}, ${citedYear(item)}`).join('; ')})`;
  return { html, text, citation };
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * APA reference-list order of two plain-text references: a reference starts with its
 * authors' surnames and then the year, so their order as text (letters alike whatever their
 * case or accents) is the list's order.
 */
export function compareReferences(a: string, b: string): number {
  return collator.compare(a, b);
}
