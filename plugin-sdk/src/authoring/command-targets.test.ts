import { describe, expect, it } from 'vitest';
import { Transforms, type Descendant } from 'slate';
import { definePlugin, defineElement } from '../define-plugin.js';
import { createTestEditor, type TestPlugin } from '../testing/test-editor.js';
import { pageCommandTargets } from './command-targets.js';

const view = () => null;
const MessageEditor = () => null;

const pagePlugin = definePlugin({
  id: 'acme-page',
  elements: [
    defineElement({ kind: 'p', structure: { kind: 'p', display: 'block', content: { type: 'inline' }, defaultTextBlock: true, documentEdge: true } }),
    defineElement({ kind: 'clip', structure: { kind: 'clip', display: 'block', content: { type: 'void' } } }),
    defineElement({ kind: 'chart', structure: { kind: 'chart', display: 'block', content: { type: 'void' } } }),
  ],
});

const PLUGINS: readonly TestPlugin[] = [
  {
    manifest: pagePlugin,
    authoring: {
      elements: {
        p: { component: view },
        clip: { component: view, commandTarget: { label: (element) => `Clip: ${String(element.title ?? 'untitled')}`, messageEditor: { title: 'Clip Command Editor', component: MessageEditor } } },
        chart: { component: view, commandTarget: { label: () => 'Chart' } },
      },
    },
  },
];

const clip = (id: string, title?: string): Descendant => ({ type: 'clip', id, title, children: [{ text: '' }] });
const chart = (id: string): Descendant => ({ type: 'chart', id, children: [{ text: '' }] });
const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: 'text' }] });

describe('the command targets of a document', () => {
  it('are the elements whose kinds declare themselves targets, in reading order, with their labels and editors', () => {
    const editor = createTestEditor(PLUGINS, [p('a'), chart('c1'), p('b'), clip('v1', 'Cells')]);
    const targets = pageCommandTargets(editor);
    expect(targets.map((target) => [target.element.id, target.label, target.messageEditor?.title])).toEqual([
      ['c1', 'Chart', undefined],
      ['v1', 'Clip: Cells', 'Clip Command Editor'],
    ]);
  });

  it('number targets that would read the same, so the author can tell them apart', () => {
    const editor = createTestEditor(PLUGINS, [chart('c1'), chart('c2'), clip('v1', 'Cells'), chart('c3')]);
    expect(pageCommandTargets(editor).map((target) => target.label)).toEqual(['Chart', 'Chart (2)', 'Clip: Cells', 'Chart (3)']);
  });

  it('follow the document as it changes, and are worked out once per change', () => {
    const editor = createTestEditor(PLUGINS, [p('a'), clip('v1', 'Cells')]);
    const first = pageCommandTargets(editor);
    expect(pageCommandTargets(editor)).toBe(first);
    Transforms.removeNodes(editor, { at: [1] });
    expect(pageCommandTargets(editor)).toEqual([]);
  });

  it('are none in an editor whose plugins declare no target', () => {
    const editor = createTestEditor([{ manifest: pagePlugin }], [p('a'), clip('v1', 'Cells')]);
    expect(pageCommandTargets(editor)).toEqual([]);
  });
});
