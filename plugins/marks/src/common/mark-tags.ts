import type { MarkName } from '@quire/plugin-sdk';

/** How a mark is drawn in HTML: nested tags, outermost first, and a class on the innermost. @public */
export interface MarkTag {
  readonly tags: readonly string[];
  readonly className?: string;
}

/**
 * The HTML of each mark, shared by the editor and the learner view so both look alike.
 * `term` is a defining instance (`<dfn>`); `foreign` and `deemphasis` have no HTML
 * element of their own and are styled spans; `doublesub` is a subscript of a subscript.
 * @public
 */
export const MARK_TAGS: Readonly<Record<MarkName, MarkTag>> = {
  strong: { tags: ['strong'] },
  em: { tags: ['em'] },
  mark: { tags: ['mark'] },
  del: { tags: ['del'] },
  var: { tags: ['var'] },
  code: { tags: ['code'] },
  term: { tags: ['dfn'], className: 'term' },
  sub: { tags: ['sub'] },
  sup: { tags: ['sup'] },
  underline: { tags: ['u'] },
  strikethrough: { tags: ['s'] },
  foreign: { tags: ['span'], className: 'foreign' },
  doublesub: { tags: ['sub', 'sub'] },
  deemphasis: { tags: ['span'], className: 'deemphasis' },
};

/**
 * Pasted inline tags (lower case) that become marks. `<b>`/`<i>` are the presentational
 * twins of `<strong>`/`<em>`; `<dfn>` is what `term` renders to, so it round-trips.
 * @public
 */
export const PASTE_MARKS: Readonly<Record<string, MarkName>> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'del',
  sub: 'sub',
  sup: 'sup',
  code: 'code',
  mark: 'mark',
  var: 'var',
  dfn: 'term',
};
