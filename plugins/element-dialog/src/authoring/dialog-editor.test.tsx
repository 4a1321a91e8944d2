// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  ADD_SPEAKER_FIRST_HINT,
  DELETE_SPEAKER_TITLE,
  DELETE_WITH_LINES_LABEL,
  EMPTY_DIALOG_MESSAGE,
  LINE_SAVE_DEBOUNCE_MS,
  LINE_TEXT_READ_ONLY_NOTE,
  REASSIGN_AND_DELETE_LABEL,
  REASSIGN_LINES_LABEL,
  SELECT_IMAGE_TITLE,
  UNKNOWN_SPEAKER_HINT,
  UNKNOWN_SPEAKER_LABEL,
  UNSAFE_PORTRAIT_MESSAGE,
} from './index.js';
import { ana, dialog, fakePicker, line, luis, renderDialogEditor } from './testing/dialog-test-plugins.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const block = () => document.querySelector<HTMLElement>('.dialog-editor')!;
const toggle = () => screen.getByRole('group', { name: 'Dialog: Preview or Edit' });
const toggleButton = (name: 'Preview' | 'Edit') => within(toggle()).getByRole('button', { name });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const press = (name: string) => act(async () => fireEvent.click(button(name)));

async function type(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
  await act(async () => fireEvent.blur(field(name)));
}

const market = () =>
  dialog({
    title: 'At the market',
    speakers: [ana, luis],
    lines: [line('l1', 'ana', '¿Cuánto cuesta?'), line('l2', 'luis', 'Dos euros.'), line('l3', 'ana', 'Gracias.')],
  });

describe('a dialog in the editor', () => {
  it('opens on its preview when it has lines, drawn as learners see it, and switches to its form and back', () => {
    renderDialogEditor(market());
    expect(toggleButton('Preview').getAttribute('aria-pressed')).toBe('true');
    expect(block().querySelector('figcaption')?.textContent).toBe('At the market');
    expect(Array.from(block().querySelectorAll('.dialog-line')).map((li) => li.textContent)).toEqual(['A' + 'Ana¿Cuánto cuesta?', 'L' + 'LuisDos euros.', 'A' + 'AnaGracias.']);
    expect(within(block()).queryByRole('textbox')).toBeNull();
    fireEvent.click(toggleButton('Edit'));
    expect(toggleButton('Edit').getAttribute('aria-pressed')).toBe('true');
    expect(field('Title').value).toBe('At the market');
    expect(field('Speaker 2 name').value).toBe('Luis');
    expect(select('Line 3 speaker').value).toBe('ana');
    expect((screen.getByRole('textbox', { name: 'Line 1 text' }) as HTMLTextAreaElement).value).toBe('¿Cuánto cuesta?');
    fireEvent.click(toggleButton('Preview'));
    expect(within(block()).queryByRole('textbox')).toBeNull();
  });

  it('opens a dialog with no lines on its edit form; its preview says what to do', () => {
    renderDialogEditor(dialog({ speakers: [], lines: [] }));
    expect(toggleButton('Edit').getAttribute('aria-pressed')).toBe('true');
    expect(field('Title')).toBeTruthy();
    fireEvent.click(toggleButton('Preview'));
    expect(screen.getByText(EMPTY_DIALOG_MESSAGE)).toBeTruthy();
  });

  it('stores the title as the author leaves the field, in one undo step', async () => {
    const { editor, stored } = renderDialogEditor(dialog());
    fireEvent.change(field('Title'), { target: { value: ' En el mercado ' } });
    expect(stored().title).toBeUndefined();
    await act(async () => fireEvent.blur(field('Title')));
    expect(stored().title).toBe('En el mercado');
    await act(async () => editor.undo());
    expect(stored().title).toBeUndefined();
    expect(field('Title').value).toBe('');
  });

  it('adds speakers, names them and reorders them with Up and Down, the focus following the speaker', async () => {
    const { stored } = renderDialogEditor(dialog());
    await press('Add speaker');
    expect(document.activeElement).toBe(field('Speaker 1 name'));
    await type('Speaker 1 name', 'Ana');
    await press('Add speaker');
    expect(document.activeElement).toBe(field('Speaker 2 name'));
    await type('Speaker 2 name', 'Luis');
    expect(stored().speakers).toEqual([
      { id: 'new1', name: 'Ana' },
      { id: 'new2', name: 'Luis' },
    ]);
    expect(button('Move speaker 1 up').disabled).toBe(true);
    expect(button('Move speaker 2 down').disabled).toBe(true);
    await press('Move speaker 2 up');
    expect(stored().speakers?.map((s) => s.name)).toEqual(['Luis', 'Ana']);
    // Luis is first now: his Up is disabled, so the focus stays with him on Down.
    expect(document.activeElement).toBe(button('Move speaker 1 down'));
    await press('Move speaker 1 down');
    expect(stored().speakers?.map((s) => s.name)).toEqual(['Ana', 'Luis']);
    // Luis is last now: the focus stays with him on Up.
    expect(document.activeElement).toBe(button('Move speaker 2 up'));
    expect(field('Speaker 2 name').value).toBe('Luis');
  });

  it('chooses a portrait from the media library; its alternative text is the speaker’s name', async () => {
    const picker = fakePicker('/media/ana.png');
    const { stored } = renderDialogEditor(dialog({ speakers: [ana], lines: [] }), { pickMedia: picker.pickMedia });
    await press('Choose image for speaker 1');
    expect(picker.requests).toEqual([{ title: SELECT_IMAGE_TITLE, mediaTypes: ['image'] }]);
    expect(stored().speakers?.[0]).toEqual({ id: 'ana', name: 'Ana', image: '/media/ana.png' });
    expect(screen.getByRole('img', { name: 'Ana' }).getAttribute('src')).toBe('/media/ana.png');
    expect(document.activeElement).toBe(button('Change image for speaker 1'));
    await press('Remove image for speaker 1');
    expect(stored().speakers?.[0]).toEqual({ id: 'ana', name: 'Ana' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the portrait when the author cancels the picker, and refuses an address that may not reach a page', async () => {
    const cancelled = renderDialogEditor(dialog({ speakers: [{ ...ana, image: '/media/ana.png' }], lines: [] }), { pickMedia: fakePicker(undefined).pickMedia });
    await press('Change image for speaker 1');
    expect(cancelled.stored().speakers?.[0]?.image).toBe('/media/ana.png');
    cleanup();
    const unsafe = renderDialogEditor(dialog({ speakers: [ana], lines: [] }), { pickMedia: fakePicker('javascript:alert(1)').pickMedia });
    await press('Choose image for speaker 1');
    expect(screen.getByRole('alert').textContent).toBe(UNSAFE_PORTRAIT_MESSAGE);
    expect(unsafe.stored().speakers?.[0]).toEqual(ana);
  });

  it('disables Add line until the dialog has a speaker, then adds lines whose speakers alternate', async () => {
    const { stored } = renderDialogEditor(dialog({ speakers: [], lines: [] }));
    expect(button('Add line').disabled).toBe(true);
    expect(button('Add line').getAttribute('aria-describedby')).toBe(screen.getByText(ADD_SPEAKER_FIRST_HINT).id);
    await press('Add speaker');
    await type('Speaker 1 name', 'Ana');
    await press('Add speaker');
    await type('Speaker 2 name', 'Luis');
    await press('Add line');
    expect(document.activeElement).toBe(select('Line 1 speaker'));
    expect(select('Line 1 speaker').value).toBe('new1');
    await press('Add line');
    expect(select('Line 2 speaker').value).toBe('new2');
    expect(stored().lines?.map((l) => l.speaker)).toEqual(['new1', 'new2']);
    expect(screen.queryByText(ADD_SPEAKER_FIRST_HINT)).toBeNull();
  });

  it('stores a line’s rich text once typing rests, and at once when the author leaves it', async () => {
    vi.useFakeTimers();
    const { stored } = renderDialogEditor(dialog({ speakers: [ana, luis], lines: [line('l1', 'ana', ''), line('l2', 'luis', '')] }));
    fireEvent.click(toggleButton('Edit'));
    const text = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
    fireEvent.change(text('Line 1 text'), { target: { value: 'Buenos días' } });
    expect(text('Line 1 text').value).toBe('Buenos días');
    await act(async () => vi.advanceTimersByTime(LINE_SAVE_DEBOUNCE_MS - 1));
    expect(stored().lines?.[0]?.children).toEqual([{ type: 'p', id: 'l1p', children: [{ text: '' }] }]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(stored().lines?.[0]?.children).toEqual([{ type: 'p', id: 'p', children: [{ text: 'Buenos días' }] }]);
    fireEvent.change(text('Line 2 text'), { target: { value: 'Hola' } });
    await act(async () => fireEvent.blur(text('Line 2 text')));
    expect(stored().lines?.[1]?.children).toEqual([{ type: 'p', id: 'p', children: [{ text: 'Hola' }] }]);
    expect(text('Line 1 text').value).toBe('Buenos días');
  });

  it('shows a line’s stored text again when the page’s undo takes the typing back', async () => {
    const { editor, stored } = renderDialogEditor(dialog({ speakers: [ana], lines: [line('l1', 'ana', 'Hola')] }));
    fireEvent.click(toggleButton('Edit'));
    const text = () => screen.getByRole('textbox', { name: 'Line 1 text' }) as HTMLTextAreaElement;
    fireEvent.change(text(), { target: { value: 'Hola, Luis' } });
    await act(async () => fireEvent.blur(text()));
    expect(text().value).toBe('Hola, Luis');
    await act(async () => editor.undo());
    expect(JSON.stringify(stored().lines?.[0]?.children)).toContain('"Hola"');
    expect(text().value).toBe('Hola');
  });

  it('changes who says a line, and moves and deletes lines, the focus following', async () => {
    const { stored } = renderDialogEditor(market());
    fireEvent.click(toggleButton('Edit'));
    await act(async () => fireEvent.change(select('Line 1 speaker'), { target: { value: 'luis' } }));
    expect(stored().lines?.[0]?.speaker).toBe('luis');
    await press('Move line 3 up');
    expect(stored().lines?.map((l) => l.id)).toEqual(['l1', 'l3', 'l2']);
    expect(document.activeElement).toBe(button('Move line 2 up'));
    await press('Delete line 1');
    expect(stored().lines?.map((l) => l.id)).toEqual(['l3', 'l2']);
    // The next line's Delete takes the focus; it is line 1 now.
    expect(document.activeElement).toBe(button('Delete line 1'));
    await press('Delete line 2');
    await press('Delete line 1');
    expect(stored().lines).toEqual([]);
    expect(document.activeElement).toBe(button('Add line'));
  });

  it('marks a line whose speaker is unknown, in the preview and the form, until the author chooses one', async () => {
    const { stored } = renderDialogEditor(dialog({ speakers: [ana, luis], lines: [line('l1', 'deleted-speaker', 'Hola'), line('l2', undefined, 'Adiós')] }));
    expect(within(block()).getAllByText(UNKNOWN_SPEAKER_LABEL)).toHaveLength(2);
    fireEvent.click(toggleButton('Edit'));
    const first = select('Line 1 speaker');
    expect(first.value).toBe('');
    expect(first.selectedOptions[0]?.textContent).toBe(UNKNOWN_SPEAKER_LABEL);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(UNKNOWN_SPEAKER_HINT);
    await act(async () => fireEvent.change(first, { target: { value: 'luis' } }));
    expect(stored().lines?.[0]?.speaker).toBe('luis');
    expect(select('Line 1 speaker').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(UNKNOWN_SPEAKER_HINT)).toHaveLength(1);
  });

  it('deletes a speaker who says nothing at once, the focus going to the next speaker', async () => {
    const { stored, editor } = renderDialogEditor(dialog({ speakers: [ana, luis, { id: 'eva', name: 'Eva' }], lines: [] }));
    await press('Delete speaker 1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored().speakers?.map((s) => s.id)).toEqual(['luis', 'eva']);
    expect(document.activeElement).toBe(button('Delete speaker 1'));
    await act(async () => editor.undo());
    expect(stored().speakers?.map((s) => s.id)).toEqual(['ana', 'luis', 'eva']);
  });

  it('asks before deleting a speaker who says lines: Cancel keeps everything', async () => {
    const { stored } = renderDialogEditor(market());
    fireEvent.click(toggleButton('Edit'));
    // As from the keyboard: the button has the focus when it is pressed.
    button('Delete speaker 1').focus();
    await press('Delete speaker 1');
    const asked = screen.getByRole('dialog', { name: DELETE_SPEAKER_TITLE });
    expect(within(asked).getByText('Ana says 2 lines in this dialog.')).toBeTruthy();
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored().speakers?.map((s) => s.id)).toEqual(['ana', 'luis']);
    expect(stored().lines?.map((l) => l.speaker)).toEqual(['ana', 'luis', 'ana']);
    expect(document.activeElement).toBe(button('Delete speaker 1'));
  });

  it('gives a deleted speaker’s lines to the speaker chosen, by default', async () => {
    const { stored } = renderDialogEditor(dialog({ speakers: [ana, luis, { id: 'eva', name: 'Eva' }], lines: [line('l1', 'ana', 'Hola'), line('l2', 'luis', 'Hola')] }));
    fireEvent.click(toggleButton('Edit'));
    await press('Delete speaker 1');
    const asked = screen.getByRole('dialog', { name: DELETE_SPEAKER_TITLE });
    const to = within(asked).getByRole('combobox', { name: REASSIGN_LINES_LABEL }) as HTMLSelectElement;
    expect(Array.from(to.options).map((o) => o.textContent)).toEqual(['Luis', 'Eva']);
    expect(to.value).toBe('luis');
    fireEvent.change(to, { target: { value: 'eva' } });
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: REASSIGN_AND_DELETE_LABEL })));
    expect(stored().speakers?.map((s) => s.id)).toEqual(['luis', 'eva']);
    expect(stored().lines?.map((l) => [l.id, l.speaker])).toEqual([
      ['l1', 'eva'],
      ['l2', 'luis'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a speaker’s lines with it when the author says so, and offers only that when no one else speaks', async () => {
    const { stored } = renderDialogEditor(market());
    fireEvent.click(toggleButton('Edit'));
    await press('Delete speaker 1');
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: DELETE_WITH_LINES_LABEL })));
    expect(stored().speakers?.map((s) => s.id)).toEqual(['luis']);
    expect(stored().lines?.map((l) => l.id)).toEqual(['l2']);
    await press('Delete speaker 1');
    const asked = screen.getByRole('dialog');
    expect(within(asked).queryByRole('combobox')).toBeNull();
    expect(within(asked).queryByRole('button', { name: REASSIGN_AND_DELETE_LABEL })).toBeNull();
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: DELETE_WITH_LINES_LABEL })));
    expect(stored().speakers).toEqual([]);
    expect(stored().lines).toEqual([]);
    expect(button('Add line').disabled).toBe(true);
  });

  it('without a rich-text field from the host, shows a line’s text with a note rather than an editor', () => {
    renderDialogEditor(market(), { RichTextField: undefined });
    fireEvent.click(toggleButton('Edit'));
    expect(screen.queryByRole('textbox', { name: 'Line 1 text' })).toBeNull();
    expect(screen.getAllByText(LINE_TEXT_READ_ONLY_NOTE)).toHaveLength(3);
    expect(screen.getByText('¿Cuánto cuesta?')).toBeTruthy();
    // The rest of the form still works.
    expect(select('Line 1 speaker').value).toBe('ana');
  });
});

describe('the dialog editor with the keyboard', () => {
  it('stores a field on Enter and puts back the stored text on Escape', async () => {
    const { stored } = renderDialogEditor(dialog({ speakers: [ana], lines: [] }));
    fireEvent.change(field('Speaker 1 name'), { target: { value: 'Ana María' } });
    await act(async () => fireEvent.keyDown(field('Speaker 1 name'), { key: 'Enter' }));
    expect(stored().speakers?.[0]?.name).toBe('Ana María');
    fireEvent.change(field('Speaker 1 name'), { target: { value: 'Typo' } });
    fireEvent.keyDown(field('Speaker 1 name'), { key: 'Escape' });
    expect(field('Speaker 1 name').value).toBe('Ana María');
    await act(async () => fireEvent.blur(field('Speaker 1 name')));
    expect(stored().speakers?.[0]?.name).toBe('Ana María');
  });

  it('keeps the keys typed in the form from the page editor around it', async () => {
    const pageKeys: string[] = [];
    const { editor } = renderDialogEditor(dialog(), {}, (view) => <div onKeyDown={(event) => pageKeys.push(event.key)}>{view}</div>);
    fireEvent.keyDown(field('Title'), { key: 'Enter' });
    fireEvent.keyDown(button('Add speaker'), { key: ' ' });
    fireEvent.keyDown(toggleButton('Preview'), { key: 'Enter' });
    expect(pageKeys).toEqual([]);
    expect(editor.children).toHaveLength(3);
  });

  it('offers every control as a labelled native button, field or list, so Tab reaches each and Enter or Space works it', async () => {
    renderDialogEditor(market());
    fireEvent.click(toggleButton('Edit'));
    const controls = Array.from(block().querySelectorAll<HTMLElement>('button, input, select, textarea'));
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) {
      expect(control.tabIndex).toBe(0);
      const labels = (control as HTMLInputElement).labels;
      const name = control.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? control.textContent;
      expect(name?.trim(), control.outerHTML).toBeTruthy();
      if (control instanceof HTMLButtonElement) expect(control.type).toBe('button');
    }
  });
});
