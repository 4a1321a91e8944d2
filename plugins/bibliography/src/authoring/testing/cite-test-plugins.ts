import type { Descendant, Element } from 'slate';
import { defineElement, definePlugin, elementSchema } from '@quire/plugin-sdk';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { citePlugin } from '../../index.js';
import { bibliographyAuthoring } from '../index.js';

// A paragraph to hold citations, as the text plugin gives the editor (which this plugin may not import).
const paragraphPlugin = definePlugin({
  id: 'test-paragraph',
  elements: [defineElement({ kind: 'p', structure: { kind: 'p', display: 'block', content: { type: 'inline' } }, schema: elementSchema('p', {}) })],
});

/** The plugins a citation test loads. */
export const CITE_TEST_PLUGINS: readonly TestPlugin[] = [{ manifest: paragraphPlugin }, { manifest: citePlugin, authoring: bibliographyAuthoring }];

export const paragraph = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children });
export const cite = (id: string, bibref: string | number): Element => ({ type: 'cite', id, bibref, children: [{ text: '' }] });
