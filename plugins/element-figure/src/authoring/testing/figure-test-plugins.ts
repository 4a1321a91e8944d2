import type { Descendant, Element } from 'slate';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { figurePlugin } from '../../index.js';
import { figureAuthoring } from '../index.js';

/** The plugins a figure test loads, in the host's order. */
export const FIGURE_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: figurePlugin, authoring: figureAuthoring },
];

export const paragraph = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const figure = (id: string, title: unknown, ...children: Descendant[]): Element =>
  ({ type: 'figure', id, ...(title === undefined ? {} : { title }), children }) as Element;
