import type { Descendant, Element } from 'slate';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { calloutPlugin } from '../../index.js';
import { calloutAuthoring } from '../index.js';

/** The plugins a callout test loads, in the host's order. */
export const CALLOUT_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: calloutPlugin, authoring: calloutAuthoring },
];

export const paragraph = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] });
export const callout = (id: string, ...children: Descendant[]): Element => ({ type: 'callout', id, children });
export const inlineCallout = (id: string, text: string): Element => ({ type: 'callout_inline', id, children: [{ text }] });
