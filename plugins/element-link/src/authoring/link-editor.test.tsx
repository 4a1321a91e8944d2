import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from '@quire/plugin-sdk';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { linkAuthoring } from './index.js';

function render(element: Element): string {
  const View = linkAuthoring.elements!.a.component;
  const props = { attributes: { 'data-slate-node': 'element', 'data-slate-inline': true, ref: () => {} }, element, children: 'Text' } as ElementEditorProps;
  return renderToStaticMarkup(<View {...props} />);
}

describe('the link in the editor', () => {
  it('is an <a> showing its address as a tooltip, padded for the cursor', () => {
    expect(render({ type: 'a', id: 'l', href: 'https://example.org', children: [] })).toBe(
      '<a data-slate-node="element" data-slate-inline="true" href="https://example.org" title="https://example.org" class="link">' +
        '<span contentEditable="false" style="font-size:0">\u00a0</span>Text<span contentEditable="false" style="font-size:0">\u00a0</span></a>',
    );
  });

  it('never puts an unsafe address in the href', () => {
    expect(render({ type: 'a', id: 'l', href: 'javascript:alert(1)', children: [] })).not.toContain('href=');
  });
});

describe("the 'Link' toolbar button", () => {
  it('sits beside Bold and Italic, with mod+L, and opens a dialog', () => {
    const [command] = linkAuthoring.toolbarCommands ?? [];
    expect(command).toMatchObject({ id: 'link', label: 'Link', placement: 'primary', hotkey: 'mod+l' });
    expect(command.icon).toBeTruthy();
    expect(command.dialog).toBeTypeOf('function');
  });
});
