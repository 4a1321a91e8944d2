import { describe, expect, it } from 'vitest';
import { serializeServerState, type ServerRenderedState } from './server-rendered-state.js';

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

const HOSTILE = '</script><!-- & \u2028 \u2029';

function lessonState(content: { model: unknown[] }, title = 'Matter'): ServerRenderedState {
  return {
    session: null,
    lesson: { sectionSlug: 'spring', slug: 'matter', preview: false, pageId: 7, page: { title, content: content as never }, attempt: undefined },
  } as unknown as ServerRenderedState;
}

const content = () => ({ model: [{ type: 'content', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: `Solids ${HOSTILE}` }] }] }] });

describe('serializeServerState', () => {
  it('writes JSON that no content can end the block with, and that reads back as the state', () => {
    const state = lessonState(content(), HOSTILE);
    const json = serializeServerState(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state);
  });

  it('writes frozen page content, written once and spliced in, as the same text as the whole state written at once', () => {
    const shared = deepFreeze(content());
    const first = serializeServerState(lessonState(shared, 'First reader'));
    const second = serializeServerState(lessonState(shared, 'Second reader'));
    expect(first).toBe(serializeServerState(lessonState(content(), 'First reader')));
    expect(JSON.parse(second)).toEqual(lessonState(content(), 'Second reader'));
  });

});
