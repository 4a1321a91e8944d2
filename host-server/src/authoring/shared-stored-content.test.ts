import { describe, expect, it } from 'vitest';
import { sharedStoredContent } from './shared-stored-content.js';
import { INVALID_CONTENT_KIND } from './stored-content.js';

const page = JSON.stringify({ model: [{ type: 'content', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Hello' }] }] }] });

describe('sharedStoredContent', () => {
  it('reads the same stored text as the same object, once', () => {
    const first = sharedStoredContent(page, 'page');
    expect(first).toEqual(JSON.parse(page));
    expect(sharedStoredContent(JSON.stringify(JSON.parse(page)), 'page')).toBe(first);
  });

  it('hands out frozen content, so that no reader changes what the next one reads', () => {
    const content = sharedStoredContent(page, 'page') as { model: { children: { children: { text: string }[] }[] }[] };
    expect(() => {
      content.model[0].children[0].children[0].text = 'Changed';
    }).toThrow(TypeError);
    expect(sharedStoredContent(page, 'page')).toEqual(JSON.parse(page));
  });

  it('reads text by its kind: what is a readable activity is not a readable page', () => {
    const activity = JSON.stringify({ stem: { id: 's', content: [] } });
    expect(sharedStoredContent(activity, 'activity')).toEqual(JSON.parse(activity));
    const asPage = sharedStoredContent(activity, 'page') as { model: { children: { type: string }[] }[] };
    expect(asPage.model[0].children[0].type).toBe(INVALID_CONTENT_KIND);
  });

  it('reads unreadable text as invalid content', () => {
    const read = sharedStoredContent('{not json', 'page') as { model: { children: { type: string }[] }[] };
    expect(read.model[0].children[0].type).toBe(INVALID_CONTENT_KIND);
    expect(Object.isFrozen(read)).toBe(true);
  });
});
