import type { Descendant, Editor } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { formulaPlugin } from '../../index.js';
import { formulaAuthoring } from '../index.js';

/** A paragraph of the given children (an empty text when none). */
export const p = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] } as Descendant);

/** A headless editor with only the text and formula plugins. */
export function formulaTestEditor(value: Descendant[]): Editor {
  return createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: formulaPlugin, authoring: formulaAuthoring }], value);
}
