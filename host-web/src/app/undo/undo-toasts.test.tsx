// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Undoable } from '@quire/plugin-sdk/delivery';
import { UNDO_TOAST_MS, UndoToasts, useOfferUndo } from './undo-toasts.js';

function Offer({ undoable }: { undoable: Undoable }) {
  const offerUndo = useOfferUndo();
  return (
    <button type="button" onClick={() => offerUndo?.(undoable)}>
      Act
    </button>
  );
}

function renderWith(undoable: Undoable) {
  render(
    <UndoToasts>
      <Offer undoable={undoable} />
    </UndoToasts>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Act' }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The toast downloads with the first offer; after that it shows at once.
beforeAll(async () => {
  renderWith({ description: 'Warm-up', undo: () => {} });
  await screen.findByText('Warm-up');
  cleanup();
});

describe('undo toasts', () => {
  it('shows the action with an Undo button that reverses it and closes the toast', async () => {
    const undo = vi.fn();
    renderWith({ description: 'Now showing the version for java.', undo });
    expect(screen.getByRole('status').textContent).toContain('Now showing the version for java.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Now showing the version for java.')).toBeNull();
  });

  it('goes away after 5 s, but not while the focus is on it', () => {
    vi.useFakeTimers();
    renderWith({ description: 'Changed', undo: () => {} });
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS - 1));
    expect(screen.queryByText('Changed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Changed')).toBeNull();
    expect(UNDO_TOAST_MS).toBe(5000);

    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Undo' }));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 3));
    expect(screen.queryByText('Changed')).not.toBeNull();
    fireEvent.blur(screen.getByRole('button', { name: 'Undo' }));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS));
    expect(screen.queryByText('Changed')).toBeNull();
  });

  it('keeps a failed undo on screen with its reason until dismissed', async () => {
    vi.useFakeTimers();
    renderWith({ description: 'Changed', undo: () => Promise.reject(new Error('offline')) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 2));
    expect(screen.getByText('Could not undo: offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could not undo: offline')).toBeNull();
  });
});
