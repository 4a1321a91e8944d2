// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { AppRouter } from '../app/routing.js';
import { ApiClient } from '../app/api-client.js';
import { SessionProvider } from '../app/session.js';
import { LessonRoute } from './lesson-route.js';

afterEach(cleanup);

const hierarchy = { id: 'root', type: 'root', title: 'Spanish', slug: 'es', index: 0, children: [{ id: 3, type: 'page', title: 'El pretérito', slug: 'preterito', index: 1, children: [] }] };
const page = {
  title: 'El pretérito',
  content: { model: [{ type: 'content', id: 'c1', children: [{ type: 'trigger', id: 'dot-1', trigger_type: 'content_block', prompt: 'Explain', children: [{ text: '' }] }] }] },
};

/** A learner's lesson holding a DOT trigger; answers what the page's calls ask, and records the trigger calls. */
function renderLesson(address: string) {
  const triggers: { path: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (path.startsWith('/sections/term?') || path === '/sections/term') return Response.json({ section: { slug: 'term', title: 'Spanish', role: 'student', openAndFree: false }, hierarchy });
    if (path.startsWith('/storage/course/term/resource/3')) return Response.json(page);
    if (path === '/sections/term/resource/3/attempt') return Response.json({ attemptGuid: 'g1', activityAttempts: [] });
    if (path.startsWith('/triggers/')) {
      triggers.push({ path, body: JSON.parse(String(init?.body)) });
      return Response.json({ answer: 'Hablé: I spoke.' });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  window.history.replaceState(null, '', address);
  render(
    <AppRouter>
      <SessionProvider api={api}>
        <Switch>
          <Route path="/sections/:sectionSlug/lesson/:slug"><LessonRoute /></Route>
          <Route path="/sections/:sectionSlug/preview/:type/:slug"><LessonRoute preview /></Route>
        </Switch>
      </SessionProvider>
    </AppRouter>,
  );
  return triggers;
}

describe('a DOT trigger on a lesson page', () => {
  it('asks the trigger API of the section with the page’s resource id, and shows the answer', async () => {
    const triggers = renderLesson('/sections/term/lesson/preterito');
    const button = await screen.findByRole('button', { name: 'Ask DOT' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    await act(async () => void fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole('status', { name: "DOT's answer" }).textContent).toBe('Hablé: I spoke.'));
    expect(triggers).toEqual([{ path: '/triggers/term', body: { trigger_type: 'content_block', resource_id: 3, data: { ref_id: 'dot-1' }, prompt: 'Explain' } }]);
  });
});
