import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INVALID_CONTENT_MESSAGE, renderContent, useRenderContent } from './content-renderer.js';
import { DeliveryViews } from './delivery-views.js';

function views(): DeliveryViews {
  const v = new DeliveryViews();
  v.add('text', { elements: { p: ({ children }) => createElement('p', null, children) } });
  v.add('marks', {
    marks: {
      strong: (children) => createElement('strong', null, children),
      sub: (children) => createElement('sub', null, children),
    },
  });
  return v;
}

const html = (nodes: unknown[]) => renderToStaticMarkup(createElement('div', null, renderContent(nodes as never, views())));

describe('renderContent', () => {
  it('draws each element with its plugin view and nests marks in registration order', () => {
    expect(html([{ type: 'p', id: '1', children: [{ text: 'H' }, { text: '2', sub: true, strong: true }] }])).toBe(
      '<div><p>H<sub><strong>2</strong></sub></p></div>',
    );
    expect(html([{ type: 'p', id: '1', children: [{ text: '2', strong: true, sub: true }] }])).toBe('<div><p><sub><strong>2</strong></sub></p></div>');
  });

  it('lets a view draw the rich content it keeps in a field with the same views', () => {
    const v = views();
    function NoteView({ element }: { element: { body?: unknown } }) {
      const render = useRenderContent();
      return createElement('aside', null, render(element.body as never));
    }
    v.add('note', { elements: { note: NoteView as never } });
    const note = { type: 'note', id: 'n', body: [{ type: 'p', id: 'b', children: [{ text: 'bold', strong: true }] }], children: [{ text: '' }] };
    expect(renderToStaticMarkup(createElement('div', null, renderContent([note] as never, v)))).toBe('<div><aside><p><strong>bold</strong></p></aside></div>');
    expect(() => renderToStaticMarkup(createElement(NoteView, { element: note }))).toThrow('A view drawing rich content needs renderContent around it');
  });

  it('shows "Content element is invalid" for a kind no plugin draws', () => {
    expect(html([{ type: 'marquee', id: 'm', children: [{ text: 'x' }] }])).toContain(INVALID_CONTENT_MESSAGE);
  });

  it('refuses a kind or mark drawn by two plugins, naming both', () => {
    const v = views();
    expect(() => v.add('other', { elements: { p: () => null } })).toThrow("Element kind 'p' is contributed by both plugin 'text' and plugin 'other'");
    expect(() => v.add('other', { marks: { strong: (c) => c } })).toThrow("Mark 'strong' is contributed by both plugin 'marks' and plugin 'other'");
    expect(() => v.add('other', { elements: { h1: () => null }, marks: { strong: (c) => c } })).toThrow("Mark 'strong'");
    expect(v.element('h1')).toBeUndefined();
  });

  it("finds an activity type's learner view, and refuses a type drawn by two plugins", () => {
    const v = views();
    const view = () => null;
    v.add('quiz', { activities: { oli_quiz: view } });
    expect(v.activity('oli_quiz')).toBe(view);
    expect(v.activity('oli_other')).toBeUndefined();
    expect(() => v.add('copy', { activities: { oli_quiz: view } })).toThrow("Activity type 'oli_quiz' is contributed by both plugin 'quiz' and plugin 'copy'");
  });

  it('finds a widget by name, and refuses a widget two plugins give', () => {
    const v = views();
    const pager = () => null;
    v.add('widget-pagination', { widgets: { PaginationControls: pager } });
    expect(v.widget('PaginationControls')).toBe(pager);
    expect(v.widget('Navbar')).toBeUndefined();
    expect(() => v.add('acme-pager', { widgets: { PaginationControls: pager } })).toThrow(
      "Widget 'PaginationControls' is contributed by both plugin 'widget-pagination' and plugin 'acme-pager'",
    );
  });

  it("draws a widget that replaces another under the replaced name, whichever loaded first, and refuses two replacing one", () => {
    const pager = () => null;
    const acmePager = () => null;
    const replacedLater = views();
    replacedLater.add('acme-pager', { widgets: { AcmePager: acmePager } }, { AcmePager: 'PaginationControls' });
    replacedLater.add('widget-pagination', { widgets: { PaginationControls: pager } });
    expect(replacedLater.widget('PaginationControls')).toBe(acmePager);
    expect(replacedLater.widget('AcmePager')).toBeUndefined();

    const replacedFirst = views();
    replacedFirst.add('widget-pagination', { widgets: { PaginationControls: pager } });
    replacedFirst.add('acme-pager', { widgets: { AcmePager: acmePager } }, { AcmePager: 'PaginationControls' });
    expect(replacedFirst.widget('PaginationControls')).toBe(acmePager);
    expect(() => replacedFirst.add('other-pager', { widgets: { OtherPager: pager } }, { OtherPager: 'PaginationControls' })).toThrow(
      "Replacement of widget 'PaginationControls' is contributed by both plugin 'acme-pager' and plugin 'other-pager'",
    );
  });
});
