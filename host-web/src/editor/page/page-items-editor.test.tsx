// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { createTestHost } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import textAuthoring from '@quire/plugin-element-text/authoring';
import { gatherEditorPlugins } from '../block-editor/editor-plugins.js';
import { PageItemsEditor } from './page-items-editor.js';

afterEach(cleanup);

const plugins = gatherEditorPlugins(createTestHost([textPlugin]).host, [{ pluginId: 'element-text', part: textAuthoring }]);
let n = 0;
const services = { createId: () => `n${++n}`, projectSlug: 'p', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) };

function renderItems(items: PageItem[], readOnly = false) {
  const changes: PageItem[][] = [];
  const view = render(
    <PageItemsEditor items={items} onChange={(next) => changes.push(next)} plugins={plugins} services={services} readOnly={readOnly} />,
  );
  return { changes, view };
}

const paragraph = (text: string) => ({ type: 'p', id: `p-${text}`, children: [{ text }] });
const content = (id: string, text: string): PageItem => ({ type: 'content', id, children: [paragraph(text)] }) as PageItem;

describe('PageItemsEditor', () => {
  it('draws content items in the block editor', () => {
    renderItems([content('c1', 'Hello world')]);
    expect(screen.getByRole('textbox', { name: 'Page content' }).textContent).toContain('Hello world');
  });

  it('offers only what the nesting rules allow inside a survey and inside alternatives', () => {
    renderItems([
      { type: 'survey', id: 's1', children: [] },
      { type: 'alternatives', id: 'a1', strategy: 'user_section_preference', alternatives_id: 'x', children: [] },
    ] as PageItem[]);
    const [inSurvey, inAlternatives, atTop] = screen.getAllByRole('group', { name: 'Add to this place' });
    expect(within(inSurvey).queryByRole('button', { name: '+ Survey' })).toBeNull();
    expect(within(inSurvey).getByRole('button', { name: '+ Content' })).toBeTruthy();
    expect(within(inAlternatives).getAllByRole('button').map((b) => b.textContent)).toEqual(['+ Alternative']);
    expect(within(atTop).queryByRole('button', { name: '+ Alternative' })).toBeNull();
  });

  it('adds, moves and deletes items', () => {
    const { changes } = renderItems([content('c1', 'one'), content('c2', 'two')]);
    const top = screen.getAllByRole('group', { name: 'Add to this place' }).at(-1)!;
    fireEvent.click(within(top).getByRole('button', { name: '+ Page break' }));
    expect(changes.at(-1)!.map((i) => i.type)).toEqual(['content', 'content', 'break']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Move Content down' })[0]);
    expect(changes.at(-1)!.map((i) => i.id)).toEqual(['c2', 'c1']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Content' })[1]);
    expect(changes.at(-1)!.map((i) => i.id)).toEqual(['c1']);
  });

  it('changes a group’s purpose, layout and audience', () => {
    const { changes } = renderItems([{ type: 'group', id: 'g1', purpose: 'none', children: [] }] as PageItem[]);
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'learnbydoing' } });
    expect(changes.at(-1)![0]).toMatchObject({ type: 'group', purpose: 'learnbydoing' });
  });

  it('is read-only for an author without the lock: no add bars, no item controls, no editing', () => {
    renderItems([content('c1', 'Hello')], true);
    expect(screen.queryByRole('group', { name: 'Add to this place' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    const area = document.querySelector('[aria-label="Page content"]')!;
    expect(area.getAttribute('contenteditable')).toBe('false');
    expect(area.textContent).toContain('Hello');
  });
});

describe('text direction', () => {
  it('keeps the toolbar’s direction on the content item (ltr by default)', () => {
    const { changes } = renderItems([content('c1', 'Hello')]);
    const area = document.querySelector('[aria-label="Page content"]')!;
    expect(area.getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'Right-to-left text' }));
    expect(changes.at(-1)![0]).toMatchObject({ id: 'c1', textDirection: 'rtl' });
  });
});
