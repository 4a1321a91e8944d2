import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { commandButtonPlugin } from '../index.js';
import { insertCommandButton } from '../authoring/insert-command-button.js';

const MANIFESTS = [textPlugin, commandButtonPlugin];
const normalize = (document: Descendant[]) => normalizeWithPlugins(MANIFESTS, document);
const p = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children });
const button = (id: string, ...children: Descendant[]): Descendant => ({ type: 'command_button', id, style: 'button', target: 'v1', message: 'play', children });

describe('command buttons in normal form', () => {
  it('a new button from the insert command, in a line of text, is already normal', () => {
    let n = 0;
    const document = [p('a', { text: 'Press ' }, insertCommandButton.create(() => `b${++n}`), { text: ' to watch.' })];
    const { value, violations } = normalize(document);
    expect(value).toBe(document);
    expect(violations).toEqual([]);
    expect(document[0]).toMatchObject({ children: [{ text: 'Press ' }, { type: 'command_button', id: 'b1', style: 'button', children: [{ text: 'Button' }] }, { text: ' to watch.' }] });
  });

  it('a button with no text left is removed: a learner could not find or name it', () => {
    const { value, violations } = normalize([p('a', { text: 'Press ' }, button('b', { text: '' }), { text: '.' })]);
    expect(value).toEqual([p('a', { text: 'Press .' })]);
    expect(violations).toEqual([]);
  });

  it('a button holds plain text only: a button or marks inside it become its plain label', () => {
    const { value, violations } = normalize([p('a', { text: '' }, button('b', { text: 'Watch ' }, button('inner', { text: 'now', strong: true })), { text: '' })]);
    expect(value).toEqual([p('a', { text: '' }, button('b', { text: 'Watch now' }), { text: '' })]);
    expect(violations).toEqual([]);
  });

  it('a button found among blocks is put in a paragraph', () => {
    const { value, violations } = normalize([p('a', { text: 'Before' }), button('b', { text: 'Watch' }), p('c', { text: 'After' })]);
    expect(value[1]).toEqual(p('id1', { text: '' }, button('b', { text: 'Watch' }), { text: '' }));
    expect(violations).toEqual([]);
  });
});
