import { describe, expect, it } from 'vitest';
import { Transforms } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { linkCommand } from './link-command.js';
import { LINK_TEST_PLUGINS, link, paragraph } from './testing/link-test-plugins.js';

describe("the 'Link' button state", () => {
  it('is pressed when the selection is in a link and enabled whenever there is a selection', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: 'a ' }, link('l', 'http://x.example', 'b'), { text: ' c' })]);
    expect(linkCommand.isEnabled!(editor)).toBe(false);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    expect(linkCommand.isEnabled!(editor)).toBe(true);
    expect(linkCommand.isActive!(editor)).toBe(false);
    Transforms.select(editor, { path: [0, 1, 0], offset: 1 });
    expect(linkCommand.isActive!(editor)).toBe(true);
  });
});
