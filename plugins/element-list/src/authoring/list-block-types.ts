import type { BlockTypeOption } from '@quire/plugin-sdk/authoring';
import { OL_KIND, UL_KIND } from '../common/list-kinds.js';
import { listKindAroundSelection } from './list-queries.js';
import { toggleList } from './list-toggle.js';

/** 'Bulleted list' in the block type dropdown. @public */
export const bulletedListBlockType: BlockTypeOption = {
  id: 'bulleted-list',
  label: 'Bulleted list',
  isActive: (editor) => listKindAroundSelection(editor) === UL_KIND,
  apply: (editor, services) => toggleList(editor, UL_KIND, services.createId),
};

/** 'Numbered list' in the block type dropdown. @public */
export const numberedListBlockType: BlockTypeOption = {
  id: 'numbered-list',
  label: 'Numbered list',
  isActive: (editor) => listKindAroundSelection(editor) === OL_KIND,
  apply: (editor, services) => toggleList(editor, OL_KIND, services.createId),
};
