/**
 * Rich content that lives in an element's fields rather than in its children
 * (captions, popup bodies, definition meanings, dialog lines...). An element's plugin
 * says where (`ElementContribution.slots`), and the content walker validates it like
 * children, so a script URL hidden in a caption is caught too.
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
