/**
 * Rich content that lives in an element's fields rather than in its children
 * (captions, popup bodies, definition meanings, dialog lines...). The content walker
 * validates it like children, so a script URL hidden in a caption is caught too.
 */

/**
 * One run of rich content held in a field. `index` is set when the field is a list of
 * records (a definition's meanings) and the nodes are the children of one of them.
 * @public
 */
export interface ContentSlot {
  readonly field: string;
  readonly index?: number;
  readonly nodes: readonly unknown[];
}

/**
 * Lists the rich content in the fields of an element that already passed its kind's
 * schema.
 * @public
 */
export type ContentSlots = (element: Readonly<Record<string, unknown>>) => readonly ContentSlot[];

function field(name: string): ContentSlots {
  return (element) => {
    const value = element[name];
    return Array.isArray(value) ? [{ field: name, nodes: value }] : [];
  };
}

// For a record (pronunciation, table) whose children are rich content.
function childrenOf(name: string, value: unknown, out: ContentSlot[], index?: number): void {
  const children = (value as { children?: unknown } | undefined)?.children;
  if (Array.isArray(children)) out.push(index === undefined ? { field: name, nodes: children } : { field: name, index, nodes: children });
}

function records(name: string, element: Readonly<Record<string, unknown>>, out: ContentSlot[]): void {
  const list = element[name];
  if (Array.isArray(list)) list.forEach((record, index) => childrenOf(name, record, out, index));
}

const caption = field('caption');
const title = field('title');

/**
 * The rich-content fields of the kinds still declared in core, keyed by kind; a plugin
 * that holds its kind's model gives its own (`ElementContribution.slots`). Kinds without
 * such fields are absent.
 * @public
 */
export const CONTENT_SLOTS: ReadonlyMap<string, ContentSlots> = new Map<string, ContentSlots>([
  ['img', caption],
  ['img_inline', caption],
  ['audio', caption],
  ['youtube', caption],
  ['iframe', caption],
  ['webpage', caption],
  ['code', caption],
  ['figure', title],
  ['popup', field('content')],
  [
    'definition',
    (element) => {
      const out: ContentSlot[] = [];
      records('meanings', element, out);
      records('translations', element, out);
      childrenOf('pronunciation', element.pronunciation, out);
      return out;
    },
  ],
  [
    'conjugation',
    (element) => {
      const out: ContentSlot[] = [];
      childrenOf('pronunciation', element.pronunciation, out);
      childrenOf('table', element.table, out);
      return out;
    },
  ],
  [
    'dialog',
    (element) => {
      const out: ContentSlot[] = [];
      records('lines', element, out);
      return out;
    },
  ],
]);
