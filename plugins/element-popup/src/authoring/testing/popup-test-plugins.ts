import type { Descendant } from 'slate';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { popupPlugin } from '../../index.js';
import { popupAuthoring } from '../index.js';

/** The plugins a popup test editor holds: paragraphs and popups. */
export const POPUP_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: popupPlugin, authoring: popupAuthoring },
];

/** A paragraph of the given children (an empty text when none). */
export const paragraph = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] }) as Descendant;

/** A popup on `anchor` with the given fields. */
export const popupOn = (id: string, anchor: string, fields: Record<string, unknown> = {}): Descendant => ({ type: 'popup', id, ...fields, children: [{ text: anchor }] }) as Descendant;

/** A body of one paragraph of text. */
export const body = (text: string, id = 'b'): Descendant[] => [paragraph(id, { text })];
