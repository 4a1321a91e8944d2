// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Descendant } from 'slate';
import { BlockEditor } from './block-editor.js';
import { CHUNK_SIZE } from './build-editor.js';
import { CHUNKS_DRAWN_AT_ONCE, ChunkScheduler } from './progressive-chunks.js';
import { createEditorTestPlugins, createTestServices } from './testing/editor-test-plugins.js';
import { selectDomText, settle } from './testing/select-dom-text.js';

afterEach(cleanup);

const page = (blocks: number): Descendant[] =>
  Array.from({ length: blocks }, (_, i) => ({ type: 'p', id: `p${i}`, children: [{ text: `Block number ${i}.` }] }));

function renderPage(blocks: number) {
  const onChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <BlockEditor plugins={createEditorTestPlugins()} services={createTestServices()} initialValue={page(blocks)} onChange={onChange} label="Page content" />,
  );
  const editable = screen.getByRole('textbox', { name: 'Page content' });
  // The editable area is drawn anew when the editor comes back from Markdown.
  const drawn = (i: number) => screen.getByRole('textbox', { name: 'Page content' }).textContent?.includes(`Block number ${i}.`) ?? false;
  return { editable, drawn, onChange };
}

describe('a long page in the editor', () => {
  it('draws its first chunks with the first frame and the rest in page order while the browser is idle', async () => {
    const blocks = CHUNK_SIZE * (CHUNKS_DRAWN_AT_ONCE + 3) - 10;
    const { editable, drawn } = renderPage(blocks);
    const atOnce = CHUNK_SIZE * CHUNKS_DRAWN_AT_ONCE;
    expect(drawn(0) && drawn(atOnce - 1)).toBe(true);
    expect(drawn(atOnce)).toBe(false);
    expect(drawn(blocks - 1)).toBe(false);
    const waiting = editable.querySelectorAll('.editor-chunk-waiting');
    expect(waiting.length).toBe(Math.ceil(blocks / CHUNK_SIZE) - CHUNKS_DRAWN_AT_ONCE);
    for (const box of waiting) expect(box.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(drawn(blocks - 1)).toBe(true));
    expect(editable.querySelectorAll('.editor-chunk-waiting')).toHaveLength(0);
    expect(Array.from({ length: blocks }, (_, i) => drawn(i)).every(Boolean)).toBe(true);
  });

  it('edits a block drawn late like any other, with every block kept', async () => {
    const blocks = CHUNK_SIZE * (CHUNKS_DRAWN_AT_ONCE + 2);
    const { editable, drawn, onChange } = renderPage(blocks);
    await waitFor(() => expect(drawn(blocks - 1)).toBe(true));
    const last = `Block number ${blocks - 1}.`;
    await selectDomText(editable, last, 0, 'Block'.length);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await settle();
    const value = onChange.mock.calls.at(-1)?.[0] as { children: { text: string; strong?: boolean }[] }[];
    expect(value).toHaveLength(blocks);
    expect(value[blocks - 1].children).toEqual([{ text: 'Block', strong: true }, { text: last.slice('Block'.length) }]);
    expect(value[0].children).toEqual([{ text: 'Block number 0.' }]);
  });

  it('draws the page again as on opening when it comes back from Markdown, the top at once and the rest when idle', async () => {
    const blocks = CHUNK_SIZE * (CHUNKS_DRAWN_AT_ONCE + 3);
    const { drawn } = renderPage(blocks);
    for (const round of [1, 2]) {
      // The first time before the page was complete, the second time after.
      if (round === 2) await waitFor(() => expect(drawn(blocks - 1)).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Markdown' }));
      fireEvent.click(screen.getByRole('button', { name: 'Switch to rich text' }));
      expect(drawn(0) && drawn(CHUNK_SIZE * CHUNKS_DRAWN_AT_ONCE - 1)).toBe(true);
      expect(drawn(blocks - 1)).toBe(false);
      await waitFor(() => expect(drawn(blocks - 1)).toBe(true));
    }
  });

  it.each([
    ['select all', 'a', 65],
    ['find in page', 'f', 70],
  ])('draws the whole page before the browser acts on %s', (_, key, keyCode) => {
    const blocks = CHUNK_SIZE * (CHUNKS_DRAWN_AT_ONCE + 3);
    const { editable, drawn } = renderPage(blocks);
    expect(drawn(blocks - 1)).toBe(false);
    fireEvent.keyDown(editable, { key, keyCode, ctrlKey: true });
    // Synchronously, before the key's default action.
    expect(Array.from({ length: blocks }, (_, i) => drawn(i)).every(Boolean)).toBe(true);
    expect(editable.querySelector('.editor-chunk-waiting')).toBeNull();
  });

  it('selects from the caret to the end of the page with Ctrl+Shift+End', async () => {
    const blocks = CHUNK_SIZE * (CHUNKS_DRAWN_AT_ONCE + 3);
    const { editable, onChange } = renderPage(blocks);
    await selectDomText(editable, 'Block number 0.', 'Block '.length);
    fireEvent.keyDown(editable, { key: 'End', keyCode: 35, ctrlKey: true, shiftKey: true });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await settle();
    const value = onChange.mock.calls.at(-1)?.[0] as { children: { text: string; strong?: boolean }[] }[];
    expect(value).toHaveLength(blocks);
    expect(value[0].children).toEqual([{ text: 'Block ' }, { text: 'number 0.', strong: true }]);
    expect(value.slice(1).every((block) => block.children.length === 1 && block.children[0].strong === true)).toBe(true);
  });

  it('lays out the chunk holding the caret outright before a key acts, one chunk at a time', async () => {
    const blocks = CHUNK_SIZE * CHUNKS_DRAWN_AT_ONCE;
    const { editable } = renderPage(blocks);
    const chunkOf = (i: number) => screen.getByText(`Block number ${i}.`).closest('.editor-chunk') as HTMLElement;
    await selectDomText(editable, `Block number ${blocks - 1}.`, 0);
    fireEvent.keyDown(editable, { key: 'x', keyCode: 88 });
    expect(chunkOf(blocks - 1).style.contentVisibility).toBe('visible');
    expect(chunkOf(0).style.contentVisibility).toBe('');
    await selectDomText(editable, 'Block number 0.', 0);
    fireEvent.keyDown(editable, { key: 'x', keyCode: 88 });
    expect(chunkOf(0).style.contentVisibility).toBe('visible');
    expect(chunkOf(blocks - 1).style.contentVisibility).toBe('');
  });

  it('draws a page of a couple of chunks whole at once', () => {
    const blocks = CHUNK_SIZE * CHUNKS_DRAWN_AT_ONCE;
    const { editable, drawn } = renderPage(blocks);
    expect(drawn(blocks - 1)).toBe(true);
    expect(editable.querySelector('.editor-chunk-waiting')).toBeNull();
  });
});

describe('the chunk scheduler', () => {
  it('draws the first chunks at once, queues the others in order and says when all are drawn', async () => {
    const scheduler = new ChunkScheduler();
    const order: number[] = [];
    const atOnce = Array.from({ length: CHUNKS_DRAWN_AT_ONCE + 3 }, () => scheduler.drawAtOnce());
    expect(atOnce).toEqual([...Array(CHUNKS_DRAWN_AT_ONCE).fill(true), false, false, false]);
    scheduler.enqueue(() => order.push(1));
    const cancelSecond = scheduler.enqueue(() => order.push(2));
    scheduler.enqueue(() => order.push(3));
    cancelSecond();
    scheduler.start();
    expect(scheduler.isComplete).toBe(false);
    await settle(50);
    expect(order).toEqual([1, 3]);
    expect(scheduler.isComplete).toBe(true);
    // Chunks that appear on a complete page are drawn straight away.
    expect(scheduler.drawAtOnce()).toBe(true);
  });

  it('draws every waiting chunk at once when asked, and is then complete', async () => {
    const scheduler = new ChunkScheduler();
    const order: number[] = [];
    for (let i = 0; i < CHUNKS_DRAWN_AT_ONCE; i++) scheduler.drawAtOnce();
    for (const n of [1, 2, 3]) scheduler.enqueue(() => order.push(n));
    scheduler.start();
    scheduler.drawAll();
    expect(order).toEqual([1, 2, 3]);
    expect(scheduler.isComplete).toBe(true);
    await settle(50);
    expect(order).toEqual([1, 2, 3]);
  });

  it('is complete at once when nothing waits', () => {
    const scheduler = new ChunkScheduler();
    scheduler.drawAtOnce();
    scheduler.start();
    expect(scheduler.isComplete).toBe(true);
  });
});
