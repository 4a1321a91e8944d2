import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { isSafeUrl, parseImageWidth, type Element } from '@quire/plugin-sdk';
import { IMG_INLINE_KIND, IMG_KIND } from '../common/image-kinds.js';

// The parts of the pasted DOM the rule reads to see where the image sits; a rule is
// handed the parsed element, which the SDK types with its tag and attributes only.
interface PastedNode {
  readonly nodeType: number;
  readonly tagName?: string;
  readonly textContent: string | null;
  readonly parentElement: PastedNode | null;
  readonly childNodes: ArrayLike<PastedNode>;
}

const ELEMENT_NODE = 1;
// Tags that start a block of their own: an image's line ends at them.
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

function isBlock(node: PastedNode): boolean {
  return node.nodeType === ELEMENT_NODE && BLOCK_TAGS.has((node.tagName ?? '').toLowerCase());
}

/** True when the image shares its line (the run of inline content it is in) with words. */
function sitsInText(image: PastedNode): boolean {
  let child = image;
  let container = image.parentElement;
  while (container && !isBlock(container)) {
    child = container;
    container = container.parentElement;
  }
  // In a figure the words are the caption, not a line the image belongs to.
  if (!container || container.tagName?.toLowerCase() === 'figure') return false;
  const siblings = Array.from(container.childNodes);
  const at = siblings.indexOf(child);
  let first = at;
  let last = at;
  while (first > 0 && !isBlock(siblings[first - 1])) first--;
  while (last < siblings.length - 1 && !isBlock(siblings[last + 1])) last++;
  return siblings.slice(first, last + 1).some((node) => (node.textContent ?? '').trim() !== '');
}

// `file:` and `blob:` addresses point into the copier's own machine or page: nobody else can load them.
function isPastableSource(src: string): boolean {
  return src !== '' && isSafeUrl(src) && !/^\s*(file|blob):/i.test(src);
}

/**
 * `<img src alt width height>` becomes an image: an inline image when it sits in a line
 * with words, a block image otherwise. An image without a source that can be loaded
 * (none, `javascript:`, `data:`, a local file) pastes as nothing.
 * @public
 */
export const pasteImage: PasteRule = (element, _convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'img') return undefined;
  const src = element.getAttribute('src')?.trim() ?? '';
  if (!isPastableSource(src)) return [];
  const alt = element.getAttribute('alt')?.trim();
  const width = parseImageWidth(element.getAttribute('width') ?? '');
  const height = parseImageWidth(element.getAttribute('height') ?? '');
  const image: Element = {
    type: 'parentElement' in element && sitsInText(element as unknown as PastedNode) ? IMG_INLINE_KIND : IMG_KIND,
    id: createId(),
    src,
    ...(alt ? { alt } : {}),
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    children: [{ text: '' }],
  };
  return image;
};

/** Every paste rule of this plugin. @public */
export const IMAGE_PASTE_RULES: readonly PasteRule[] = [pasteImage];
