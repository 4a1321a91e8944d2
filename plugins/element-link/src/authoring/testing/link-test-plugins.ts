import type { Descendant, Element } from 'slate';
import type { TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { linkPlugin } from '../../index.js';
import { linkAuthoring } from '../index.js';

/** The plugins a link test loads, in the host's order. */
export const LINK_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: linkPlugin, authoring: linkAuthoring },
];

export const paragraph = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children });
export const link = (id: string, href: string, text: string, linkType = 'url'): Element => ({ type: 'a', id, href, linkType, children: [{ text }] });

/** The three pages the test services offer, in reading order. */
export const PAGES = [
  { id: 1, title: 'Welcome', slug: 'welcome' },
  { id: 2, title: 'Cells', slug: 'cells' },
  { id: 3, title: 'Energy', slug: 'energy' },
] as const;
