import type { Descendant, Element } from 'slate';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { foreignPlugin } from '../../index.js';
import { foreignAuthoring } from '../index.js';

/** The plugins a foreign-text test loads, in the host's order. */
export const FOREIGN_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: foreignPlugin, authoring: foreignAuthoring },
];

export const paragraph = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children });
export const foreign = (id: string, lang: string | undefined, text: string): Element => ({ type: 'foreign', id, ...(lang === undefined ? {} : { lang }), children: [{ text }] });
