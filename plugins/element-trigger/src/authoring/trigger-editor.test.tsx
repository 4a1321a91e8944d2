// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import triggerPlugin from '../index.js';
import { insertTrigger, triggerAuthoring } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] }) as Descendant;
const trigger = (fields: Record<string, unknown> = {}): Descendant =>
  ({ type: 'trigger', id: 't', trigger_type: 'content_block', prompt: 'Explain this', children: [{ text: '' }], ...fields }) as Descendant;

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'trigger' ? triggerAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[], readOnly = false): Editor {
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: triggerPlugin, authoring: triggerAuthoring }], value));
  render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={renderElement} readOnly={readOnly} />
    </Slate>,
  );
  return editor;
}

const promptField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt' });

describe('a DOT trigger in the editor', () => {
  it('stores the prompt the author types once typing rests, and at once when the field loses the focus', () => {
    const editor = drawEditor([p('a'), trigger(), p('b')]);
    vi.useFakeTimers();
    act(() => void fireEvent.change(promptField(), { target: { value: 'Give an example of the preterite' } }));
    act(() => void vi.advanceTimersByTime(799));
    expect(editor.children[1]).toMatchObject({ prompt: 'Explain this' });
    act(() => void vi.advanceTimersByTime(1));
    expect(editor.children[1]).toMatchObject({ prompt: 'Give an example of the preterite' });
    act(() => void fireEvent.change(promptField(), { target: { value: 'Quiz me' } }));
    act(() => void fireEvent.blur(promptField()));
    expect(editor.children[1]).toMatchObject({ prompt: 'Quiz me' });
    expect(screen.getByText(/^7 of 2000 characters\./)).toBeTruthy();
  });

  it('says when the prompt is over 2000 characters, keeps what was typed in the field, and stores it only once it is shorter', () => {
    const editor = drawEditor([p('a'), trigger(), p('b')]);
    const long = 'x'.repeat(2001);
    act(() => void fireEvent.change(promptField(), { target: { value: long } }));
    act(() => void fireEvent.blur(promptField()));
    expect(screen.getByRole('alert').textContent).toBe('The prompt is too long: at most 2000 characters (now 2001). It is saved once it is shorter.');
    expect(promptField().getAttribute('aria-invalid')).toBe('true');
    expect(promptField().value).toBe(long);
    expect(editor.children[1]).toMatchObject({ prompt: 'Explain this' });
    act(() => void fireEvent.change(promptField(), { target: { value: long.slice(1) } }));
    act(() => void fireEvent.blur(promptField()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(editor.children[1]).toMatchObject({ prompt: long.slice(1) });
  });

  it('offers what the prompt is about, its content block or its group, and stores the choice', () => {
    const editor = drawEditor([p('a'), trigger(), p('b')]);
    const about = screen.getByRole<HTMLSelectElement>('combobox', { name: 'The prompt is about' });
    expect(within(about).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['content_block', 'This content block'],
      ['content_group', 'This group'],
    ]);
    act(() => void fireEvent.change(about, { target: { value: 'content_group' } }));
    expect(editor.children[1]).toMatchObject({ trigger_type: 'content_group', prompt: 'Explain this' });
  });

  it('is deleted with Delete DOT while the page is edited', () => {
    const editor = drawEditor([p('a'), trigger(), p('b')]);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Delete DOT' })));
    expect(editor.children.map((node) => (node as { type: string }).type)).toEqual(['p', 'p']);
  });

  it('cannot be deleted or changed while the page is not being edited', () => {
    const editor = drawEditor([p('a'), trigger(), p('b')], true);
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete DOT' });
    expect(remove.disabled).toBe(true);
    act(() => void fireEvent.click(remove));
    expect(editor.children).toHaveLength(3);
    expect(promptField().readOnly).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'The prompt is about' }).disabled).toBe(true);
  });

  it('asks for a prompt when it has none', () => {
    drawEditor([p('a'), trigger({ prompt: '' }), p('b')]);
    expect(screen.getByText('Write the prompt: learners can press DOT once it has one.')).toBeTruthy();
  });
});

describe('the DOT insert command', () => {
  it('is in the Other group and puts in a trigger about its content block that is already normal', () => {
    expect(insertTrigger).toMatchObject({ label: 'DOT (AI trigger)', category: 'Other' });
    let n = 0;
    const created = insertTrigger.create(() => `id${++n}`);
    expect(created).toEqual({ type: 'trigger', id: 'id1', trigger_type: 'content_block', prompt: '', children: [{ text: '' }] });
    const doc = [p('a'), created, p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, triggerPlugin], doc as never);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
