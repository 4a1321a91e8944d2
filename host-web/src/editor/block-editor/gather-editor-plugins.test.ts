import { describe, expect, it } from 'vitest';
import { createTestHost } from '@quire/plugin-sdk/testing';
import type { AuthoringElement, AuthoringMark } from '@quire/plugin-sdk/authoring';
import { gatherEditorPlugins } from './gather-editor-plugins.js';

const view: AuthoringElement = { component: () => null };
const mark: AuthoringMark = { render: (children) => children };

describe('gatherEditorPlugins', () => {
  it('refuses an element view, mark view or activity editor two plugins both give, naming both', () => {
    const { host } = createTestHost([]);
    const gather = (part: object) => () =>
      gatherEditorPlugins(host, [
        { pluginId: 'element-text', part },
        { pluginId: 'acme-text', part },
      ]);
    expect(gather({ elements: { p: view } })).toThrow("Element kind 'p' is contributed by both plugin 'element-text' and plugin 'acme-text'");
    expect(gather({ marks: { strong: mark } })).toThrow("Mark 'strong' is contributed by both plugin 'element-text' and plugin 'acme-text'");
    expect(gather({ activities: { oli_quiz: () => null } })).toThrow(
      "Activity type 'oli_quiz' is contributed by both plugin 'element-text' and plugin 'acme-text'",
    );
  });

  it('keeps one view per kind from the plugin that gives it', () => {
    const { host } = createTestHost([]);
    const plugins = gatherEditorPlugins(host, [{ pluginId: 'element-text', part: { elements: { p: view } } }]);
    expect(plugins.elementViews.get('p')).toBe(view);
    expect(plugins.elementViews.ownerOf('p')).toBe('element-text');
  });
});
