import type { Descendant, Element } from '@quire/core';

/**
 * A realistic page of `blocks` top-level blocks: paragraphs with marks and links,
 * headings, lists, tables and images, already in normal form (what an author saves).
 */
export function sampleDocument(blocks: number): Descendant[] {
  let n = 0;
  const id = () => `b${++n}`;
  const para = (i: number): Element => ({
    type: 'p',
    id: id(),
    children: [
      { text: `Paragraph ${i} explains a point ` },
      { text: 'with emphasis', strong: true },
      { text: ' and ' },
      { type: 'a', id: id(), href: '/course/link/intro', linkType: 'page', children: [{ text: 'a link' }] },
      { text: ' to another page.' },
    ],
  });
  const out: Descendant[] = [];
  for (let i = 0; out.length < blocks; i++) {
    switch (i % 10) {
      case 3:
        out.push({ type: 'h2', id: id(), children: [{ text: `Section ${i}` }] });
        break;
      case 5:
        out.push({
          type: 'ul',
          id: id(),
          children: [0, 1, 2].map((k) => ({ type: 'li', id: id(), children: [{ type: 'p', id: id(), children: [{ text: `Item ${k}` }] }] })),
        });
        break;
      case 7:
        out.push({
          type: 'table',
          id: id(),
          children: [0, 1].map((r) => ({
            type: 'tr',
            id: id(),
            children: [0, 1, 2].map((c) => ({ type: r === 0 ? 'th' : 'td', id: id(), children: [{ text: `Cell ${r}.${c}` }] })),
          })),
        });
        out.push(para(i));
        break;
      case 9:
        out.push({ type: 'img', id: id(), src: '/media/figure.png', alt: 'A figure', children: [{ text: '' }] });
        out.push(para(i));
        break;
      default:
        out.push(para(i));
    }
  }
  out.length = blocks;
  if ((out[out.length - 1] as Element).type !== 'p') out[out.length - 1] = para(blocks);
  return out;
}

/** The same page with problems an import brings: missing and duplicate ids, stray text. */
export function untidyDocument(blocks: number): Descendant[] {
  const doc = sampleDocument(blocks) as Element[];
  return doc.map((block, i) => {
    if (i % 50 === 1) return { ...block, id: undefined } as unknown as Element;
    if (i % 50 === 2) return { ...block, id: doc[0].id };
    if (i % 50 === 3) return { text: 'stray text' } as unknown as Element;
    return block;
  });
}
