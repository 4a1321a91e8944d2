import { describe, expect, it } from 'vitest';
import { hydratesAtLoad } from './hydrates-at-load.js';
import type { ServerRenderedState } from './server-rendered-state.js';

const session = { user: { id: 1, email: 'a@example.org', name: 'A' } };
const lessonOf = (model: unknown[], preview = false): ServerRenderedState['lesson'] => ({ sectionSlug: 's', slug: 'p', preview, pageId: 1, page: { title: 'P', content: { model: model as never } } });
const text = { type: 'content', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Hello' }] }] };

describe('when the app takes a server-drawn page over', () => {
  it('waits for the learner on a page of text, and on a refusal', () => {
    expect(hydratesAtLoad({ session, lesson: lessonOf([text]) })).toBe(false);
    expect(hydratesAtLoad({ session, lesson: { sectionSlug: 's', slug: 'p', preview: false, error: 'You are not enrolled in this section' } })).toBe(false);
  });

  it('takes over at once a page with an activity, a preview, any page of a guest, and the offer to sign in', () => {
    expect(hydratesAtLoad({ session, lesson: lessonOf([text, { type: 'activity-reference', id: 'r', activity_id: 1 }]) })).toBe(true);
    expect(hydratesAtLoad({ session, lesson: lessonOf([text], true) })).toBe(true);
    expect(hydratesAtLoad({ session: { user: { ...session.user, isGuest: true } }, lesson: lessonOf([text]) })).toBe(true);
    expect(hydratesAtLoad({ session: null, lesson: { sectionSlug: 's', slug: 'p', preview: false, openSection: null } })).toBe(true);
  });
});
