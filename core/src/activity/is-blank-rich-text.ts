/** Element kinds that only hold text: with blank text inside, they show nothing. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li']);

/**
 * True when rich content shows nothing: every text leaf is blank and every element only
 * holds text. A new part starts with three such hints (one empty paragraph each), which a
 * learner must not be handed. An image, formula or other element counts as content.
 */
export function isBlankRichText(content: unknown): boolean {
  if (!Array.isArray(content)) return true;
  return content.every((node) => {
    if (node === null || typeof node !== 'object') return true;
    const { text, type, children } = node as { text?: unknown; type?: unknown; children?: unknown };
    if (typeof text === 'string') return text.trim() === '';
    if (type !== undefined && !TEXT_BLOCKS.has(String(type))) return false;
    return isBlankRichText(children);
  });
}
