/** The keys every element has; any other key is a field of the element's own kind. */
const ELEMENT_KEYS: ReadonlySet<string> = new Set(['type', 'id', 'children']);

/**
 * Whether an element holds its content in fields (an image's source, a formula, an
 * input): it has the void shape, one empty text as its only child, and a field of its own.
 * A text block that shows nothing has that shape too but no field, since a save keeps only
 * the fields its schema declares and text blocks declare none.
 */
function holdsContentInFields(element: Record<string, unknown>): boolean {
  const children = element.children;
  const voidShaped =
    !Array.isArray(children) ||
    children.length === 0 ||
    (children.length === 1 && (children[0] as { text?: unknown } | null)?.text === '');
  if (!voidShaped) return false;
  for (const key in element) if (!ELEMENT_KEYS.has(key)) return true;
  return false;
}

/**
 * True when rich content shows nothing: no text leaf holds more than whitespace and no
 * element holds content in fields. A new part starts with three such hints, which a
 * learner must not be handed. An image, formula or answer field counts as content; a
 * paragraph, heading or list with blank text does not. It reads only the content itself,
 * so it needs no element kind and answers the same wherever it runs.
 */
export function isBlankRichText(content: unknown): boolean {
  if (!Array.isArray(content)) return true;
  return content.every((node) => {
    if (node === null || typeof node !== 'object') return true;
    const { text, children } = node as { text?: unknown; children?: unknown };
    if (typeof text === 'string') return text.trim() === '';
    if (holdsContentInFields(node as Record<string, unknown>)) return false;
    return isBlankRichText(children);
  });
}
