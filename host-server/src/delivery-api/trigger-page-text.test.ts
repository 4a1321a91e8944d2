import { describe, expect, it } from 'vitest';
import { MAX_ASSISTANT_PAGE_TEXT_LENGTH, triggerPlace } from './trigger-page-text.js';

const isBlock = (kind: string) => kind !== 'a' && kind !== 'foreign';
const dot = { type: 'trigger', id: 'dot', prompt: 'Why?', children: [{ text: '' }] };

describe('the page text a trigger sends', () => {
  it('keeps inline elements in their line, puts each block on its own, and reads content inside alternatives and surveys', () => {
    const model = [
      {
        type: 'content',
        id: 'c1',
        children: [
          { type: 'p', id: 'p1', children: [{ text: 'Say ' }, { type: 'foreign', id: 'f', lang: 'es', children: [{ text: 'hola' }] }, { text: ' to ' }, { type: 'a', id: 'a', href: '#', children: [{ text: 'Ana' }] }, { text: '.' }] },
          { type: 'ul', id: 'l', children: [{ type: 'li', id: 'i1', children: [{ text: 'uno' }] }, { type: 'li', id: 'i2', children: [{ text: 'dos' }] }] },
          dot,
        ],
      },
      { type: 'alternatives', id: 'alts', strategy: 'select_all', alternatives_id: 1, children: [{ type: 'alternative', id: 'alt', value: 'x', children: [{ type: 'content', id: 'c2', children: [{ type: 'p', id: 'p2', children: [{ text: 'Alternative text' }] }] }] }] },
      { type: 'survey', id: 's', children: [{ type: 'content', id: 'c3', children: [{ type: 'p', id: 'p3', children: [{ text: 'Survey text' }] }] }] },
    ];
    expect(triggerPlace(model, 'dot', 'content_block', isBlock)).toEqual({
      element: dot,
      pageContent: 'Say hola to Ana.\nuno\ndos\nAlternative text\nSurvey text',
      focusContent: 'Say hola to Ana.\nuno\ndos',
    });
  });

  it("reads the text an element keeps in its fields: a dialog's lines, a definition's meanings", () => {
    const model = [
      {
        type: 'content',
        id: 'c1',
        children: [
          { type: 'dialog', id: 'd', title: 'Market', speakers: [{ id: 's1', name: 'Ana' }], lines: [{ id: 'l1', speaker: 's1', children: [{ type: 'p', id: 'lp', children: [{ text: 'Buenos días.' }] }] }], children: [{ text: '' }] },
          { type: 'definition', id: 'def', term: 'mercado', meanings: [{ type: 'meaning', id: 'm1', children: [{ type: 'p', id: 'mp', children: [{ text: 'market' }] }] }], children: [{ text: '' }] },
          dot,
        ],
      },
    ];
    expect(triggerPlace(model, 'dot', 'content_block', isBlock)?.pageContent).toBe('Buenos días.\nmarket');
  });

  it('is about the whole page for a trigger about its group when it sits in none, and finds nothing for an unknown id', () => {
    const model = [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Only text' }] }, dot] }];
    expect(triggerPlace(model, 'dot', 'content_group', isBlock)?.focusContent).toBe('Only text');
    expect(triggerPlace(model, 'nope', 'content_block', isBlock)).toBeUndefined();
    expect(triggerPlace('not a model', 'dot', 'content_block', isBlock)).toBeUndefined();
  });

  it('cuts a very long page, saying so', () => {
    const long = 'x'.repeat(MAX_ASSISTANT_PAGE_TEXT_LENGTH + 10);
    const model = [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: long }] }, dot] }];
    const place = triggerPlace(model, 'dot', 'content_block', isBlock);
    expect(place?.pageContent).toBe(`${'x'.repeat(MAX_ASSISTANT_PAGE_TEXT_LENGTH)}\n[The rest of the page is left out.]`);
  });
});
