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

/**
 * 'Description list' (terms and their definitions, `dl`): one empty term and one empty
 * definition, edited with 'Add Term', 'Add Definition' and each item's delete button.
 * @public
 */
export const insertDescriptionList: InsertCommand = {
  label: 'Description list',
  category: 'Formatting',
  level: 'extended',
  description: 'Terms, each followed by its definitions, under an optional title',
  create: (createId) => ({
    type: 'dl',
    id: createId(),
    children: [
      { type: 'dt', id: createId(), children: [{ text: '' }] },
      { type: 'dd', id: createId(), children: [{ text: '' }] },
    ],
  }),
};
