// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { renderOnServer, withoutBrowserGlobals } from '../testing/server-render.js';
import { COMMAND_EVENT, listenForCommands, sendCommand, useCommandTarget, type CommandHandler } from './command-bus.js';

afterEach(cleanup);

function Target({ id, onMessage }: { readonly id: string | undefined; readonly onMessage: CommandHandler }) {
  useCommandTarget(id, onMessage);
  return <span>target</span>;
}

describe('the page message bus', () => {
  it('gives a message to the target it names only, and tells the sender it was taken', () => {
    const video = vi.fn();
    const other = vi.fn();
    render(
      <>
        <Target id="v1" onMessage={video} />
        <Target id="v2" onMessage={other} />
      </>,
    );
    expect(sendCommand('v1', 'play')).toBe(true);
    expect(video).toHaveBeenCalledWith('play');
    expect(other).not.toHaveBeenCalled();
  });

  it('tells the sender when no target of that id is on the page, or when the target did not understand', () => {
    render(<Target id="v1" onMessage={(message) => message === 'play'} />);
    expect(sendCommand('gone', 'play')).toBe(false);
    expect(sendCommand('v1', 'dance')).toBe(false);
    expect(sendCommand('v1', 'play')).toBe(true);
  });

  it('stops listening when the view goes, and follows a new id', () => {
    const onMessage = vi.fn();
    const { rerender, unmount } = render(<Target id="v1" onMessage={onMessage} />);
    rerender(<Target id="v2" onMessage={onMessage} />);
    expect(sendCommand('v1', 'play')).toBe(false);
    expect(sendCommand('v2', 'play')).toBe(true);
    unmount();
    expect(sendCommand('v2', 'play')).toBe(false);
    expect(onMessage).toHaveBeenCalledOnce();
  });

  it('calls the handler of the latest render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Target id="v1" onMessage={first} />);
    rerender(<Target id="v1" onMessage={second} />);
    act(() => void sendCommand('v1', 'pause'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('pause');
  });

  it('ignores a command event whose detail is not a target and a message', () => {
    const onMessage = vi.fn();
    const stop = listenForCommands('v1', onMessage);
    document.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: { target: 'v1', message: 42 } }));
    document.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: null }));
    document.dispatchEvent(new CustomEvent(COMMAND_EVENT));
    stop();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('costs nothing on the server: a target draws there, and a send there answers false', async () => {
    expect(renderOnServer(Target, { id: 'v1', onMessage: () => undefined })).toBe('<span>target</span>');
    expect(await withoutBrowserGlobals(() => sendCommand('v1', 'play'))).toBe(false);
  });
});
