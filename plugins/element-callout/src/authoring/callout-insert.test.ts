import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { calloutPlugin } from '../index.js';
import calloutAuthoring, { insertCallout } from './index.js';
import { paragraph } from './testing/callout-test-plugins.js';

const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('the Callout insert command', () => {
  it("is the insert menu's only callout entry, 'Callout' in General from the limited menu up", () => {
    const inserts = Object.values(calloutAuthoring.elements ?? {}).flatMap((e) => (e.insert ? [e.insert] : []));
    expect(inserts.map((c) => [c.label, c.category, c.level])).toEqual([['Callout', 'General', 'limited']]);
  });

  it('puts in a callout holding an empty paragraph, normal while the cursor is in it as after an insert', () => {
    const callout = insertCallout.create(counter());
    expect(callout).toEqual({ type: 'callout', id: 'id1', children: [paragraph('id2')] });
    const doc = [paragraph('a'), callout, paragraph('b')];
    expect(normalizeWithPlugins([textPlugin, calloutPlugin], doc, { cursor: [1, 0, 0] }).value).toBe(doc);
    // Left before anything is typed in it, it goes (spec authoring §5).
    expect(normalizeWithPlugins([textPlugin, calloutPlugin], doc).value).toEqual([paragraph('a'), paragraph('b')]);
  });
});
