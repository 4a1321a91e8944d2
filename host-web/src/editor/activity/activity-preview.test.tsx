// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { deliveredModel, evaluateActivityPart, type ActivityTypeContribution } from '@quire/core';
import { loadEditorPlugins } from '../block-editor/editor-plugins.js';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { ActivityPreview } from './activity-preview.js';

afterEach(cleanup);

// The multiple-choice type as the app loads it from the plugin list.
const multipleChoiceType = (await loadEditorPlugins()).host.activityTypes.get('oli_multiple_choice') as ActivityTypeContribution<Record<string, unknown>>;

function renderPreview(model: Record<string, unknown>) {
  const calls: { path: string; body: { partResponses?: { partId: string; input: string }[] } }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, body });
    if (path === '/project/test/transform') return Response.json({ result: 'success', transformed: deliveredModel(body.model) });
    // The server's evaluation, done here with the same core call the test route makes.
    const evaluations = body.partResponses.map((response: { partId: string; input: string }) =>
      evaluateActivityPart(multipleChoiceType, body.model, response, { attemptNumber: 1 }),
    );
    return Response.json({ result: 'success', evaluations });
  });
  render(
    <SessionProvider api={api}>
      <ActivityPreview typeSlug="oli_multiple_choice" model={model} />
    </SessionProvider>,
  );
  return calls;
}

describe('the activity preview in the editor', () => {
  it('lets the author answer as a learner: the server evaluates, the feedback and score show, Reset starts again', async () => {
    const model = multipleChoiceType.createDefaultModel();
    const calls = renderPreview(model);
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Score: 0 / 1')).toBeTruthy();
    expect(document.querySelector('.feedback.incorrect')?.textContent).toContain('Incorrect');
    const choiceB = (model.choices as { id: string }[])[1].id;
    expect(calls.find((c) => c.path === '/project/test/evaluate')?.body.partResponses).toEqual([{ partId: '1', input: choiceB }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('radio', { name: 'Choice A' })).toBeTruthy();
    expect(screen.queryByText('Score: 0 / 1')).toBeNull();
    expect(calls.filter((c) => c.path === '/project/test/transform')).toHaveLength(2);
  });

  it('hands out only hints with content, one by one', async () => {
    const model = multipleChoiceType.createDefaultModel() as unknown as { authoring: { parts: { hints: { content: unknown[] }[] }[] } };
    model.authoring.parts[0].hints[1].content = [{ type: 'p', id: 'h', children: [{ text: 'Think of the units' }] }];
    renderPreview(model as unknown as Record<string, unknown>);
    const request = await screen.findByRole('button', { name: 'Request Hint' });
    fireEvent.click(request);
    expect(await screen.findByText('Think of the units')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request Hint' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
