// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { singlePartAttempt, withoutBrowserGlobals } from '@quire/plugin-sdk/testing';
import { renderApp } from './render-app.js';
import type { ServerRenderedState } from './server-rendered-state.js';

const p = (id: string, text: string) => ({ type: 'p', id, children: [{ text }] });

const hierarchy = {
  id: 'root',
  type: 'root',
  title: 'Chemistry',
  slug: 'chem',
  index: 0,
  children: [
    {
      id: 'unit',
      type: 'container',
      title: 'Unit 1',
      slug: 'unit-1',
      index: 1,
      children: [
        { id: 3, type: 'page', title: 'Atoms', slug: 'atoms', index: 1, children: [] },
        { id: 4, type: 'page', title: 'Ions', slug: 'ions', index: 2, children: [] },
      ],
    },
  ],
};

const multipleChoice = {
  stem: { id: 'stem', content: [p('stem-p', 'Which particle has no charge?')] },
  choices: [
    { id: 'proton', content: [p('c1', 'The proton')] },
    { id: 'neutron', content: [p('c2', 'The neutron')] },
  ],
};

/** A learner's lesson with text, a list, a table, an image, marks and an activity, as the server gathers it. */
const learnerState: ServerRenderedState = {
  session: { user: { id: 7, email: 'lea@example.org', name: 'Lea Learner' }, csrfToken: 'token' },
  lesson: {
    sectionSlug: 'chem-spring',
    slug: 'atoms',
    preview: false,
    section: { section: { slug: 'chem-spring', title: 'Chemistry — Spring', role: 'student', openAndFree: false, preview: false }, hierarchy: hierarchy as never },
    pageId: 3,
    page: {
      title: 'Atoms',
      content: {
        model: [
          {
            type: 'content',
            id: 'c',
            children: [
              { type: 'h2', id: 'h', children: [{ text: 'Inside the atom' }] },
              { type: 'p', id: 'm', children: [{ text: 'Protons are ' }, { text: 'positive', strong: true }, { text: '.' }] },
              { type: 'ul', id: 'l', children: [{ type: 'li', id: 'li', children: [p('lp', 'Electrons orbit')] }] },
              { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [{ text: 'Proton' }] }] }] },
              { type: 'img', id: 'i', src: 'https://example.org/atom.png', alt: 'A drawing of an atom', children: [{ text: '' }] },
            ],
          },
          { type: 'activity-reference', id: 'ref', activity_id: 11 },
        ] as never,
      },
    },
    attempt: { attemptGuid: 'page-attempt', activityAttempts: [{ activityId: 11, activityType: 'oli_multiple_choice', attemptGuid: 'g1' }], selections: [] },
    activities: {
      g1: { attempt: { model: multipleChoice, state: singlePartAttempt() }, history: { scoringStrategy: 'average', combinedScore: null, attempts: [] } },
    },
  },
};

/** The page as the server streams it, drawn with no `window`, `document` or `navigator`. */
async function serverHtml(url: string, state: ServerRenderedState): Promise<string> {
  return withoutBrowserGlobals(async () => {
    let html = '';
    for await (const chunk of await renderApp(url, state)) html += String(chunk);
    return html;
  });
}

describe('the app drawn on the server', () => {
  it("draws a learner's lesson whole, with no browser globals: the shell, the content and the activity on its attempt", async () => {
    const html = await serverHtml('/sections/chem-spring/lesson/atoms', learnerState);
    expect(html).toMatch(/<h1>Atoms<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Inside the atom<\/h2>/);
    expect(html).toMatch(/<strong>positive<\/strong>/);
    expect(html).toMatch(/<td[^>]*>Proton<\/td>/);
    expect(html).toContain('alt="A drawing of an atom"');
    expect(html).toContain('Which particle has no charge?');
    expect(html).toMatch(/<input[^>]*type="radio"/);
    expect(html).toContain('Answering this question needs JavaScript');
    // The shell: navigation, outline with the page marked, pager and account menu.
    expect(html).toContain('aria-label="Course Content"');
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/sections\/chem-spring\/lesson\/atoms"/);
    expect(html).toMatch(/<a rel="next" href="\/sections\/chem-spring\/lesson\/ions"/);
    expect(html).toContain('Lea Learner');
    expect(html).not.toContain('Loading');
  });

  it("shows the API's refusal in the shell", async () => {
    const refused: ServerRenderedState = { session: learnerState.session, lesson: { sectionSlug: 'chem-spring', slug: 'atoms', preview: false, error: 'You are not enrolled in this section' } };
    const html = await serverHtml('/sections/chem-spring/lesson/atoms', refused);
    expect(html).toContain('You are not enrolled in this section');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Loading');
  });
});
