import type { ContentSlot, ContentSlots } from '@quire/core';

/** Where an element keeps rich content in its fields, by the shape of each field. @public */
export interface RichFields {
  /** Fields holding a list of nodes: a rich caption or title, a popup's body. */
  readonly nodeLists?: readonly string[];
  /** Fields holding a list of records whose children are rich content: a definition's meanings. */
  readonly recordLists?: readonly string[];
  /** Fields holding one record whose children are rich content: a pronunciation. */
  readonly records?: readonly string[];
}

function childrenOf(record: unknown): readonly unknown[] | undefined {
  const children = (record as { children?: unknown } | null | undefined)?.children;
  return Array.isArray(children) ? children : undefined;
}

/**
 * The `ElementContribution.slots` of an element whose rich fields are `fields`, so the
 * server checks their nodes as it checks children. A field that holds plain text (a legacy
 * caption) or nothing gives no slot.
 * @public
 */
export function richFieldSlots(fields: RichFields): ContentSlots {
  const { nodeLists = [], recordLists = [], records = [] } = fields;
  return (element) => {
    const out: ContentSlot[] = [];
    for (const field of nodeLists) {
      const value = element[field];
      if (Array.isArray(value)) out.push({ field, nodes: value });
    }
    for (const field of recordLists) {
      const list = element[field];
      if (!Array.isArray(list)) continue;
      list.forEach((record, index) => {
        const nodes = childrenOf(record);
        if (nodes) out.push({ field, index, nodes });
      });
    }
    for (const field of records) {
      const nodes = childrenOf(element[field]);
      if (nodes) out.push({ field, nodes });
    }
    return out;
  };
}
