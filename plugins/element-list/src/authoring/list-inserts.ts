import type { Element } from '@quire/plugin-sdk';
import type { InsertCommand } from '@quire/plugin-sdk/authoring';

function emptyParagraph(createId: () => string): Element {
  return { type: 'p', id: createId(), children: [{ text: '' }] };
}

/** A bulleted list of one empty item, in normal form (ul > li > p). @public */
export const insertBulletedList: InsertCommand = {
  label: 'Bulleted list',
  category: 'Formatting',
  level: 'limited',
  create: (createId) => ({
    type: 'ul',
    id: createId(),
    children: [{ type: 'li', id: createId(), children: [emptyParagraph(createId)] }],
  }),
};

/** A numbered list of one empty item (ol > li > p). @public */
export const insertNumberedList: InsertCommand = {
  label: 'Numbered list',
  category: 'Formatting',
  level: 'limited',
  create: (createId) => ({
    type: 'ol',
    id: createId(),
    children: [{ type: 'li', id: createId(), children: [emptyParagraph(createId)] }],
  }),
};

/** A description list with one empty term and one empty definition. @public */
export const insertDefinitionList: InsertCommand = {
  label: 'Definition list',
  category: 'Formatting',
  level: 'extended',
  create: (createId) => ({
    type: 'dl',
    id: createId(),
    children: [
      { type: 'dt', id: createId(), children: [{ text: '' }] },
      { type: 'dd', id: createId(), children: [{ text: '' }] },
    ],
  }),
};
