import { useEffect, useRef } from 'react';

/**
 * The page's message bus: a command button (spec authoring §3 command_button: `target`,
 * `message`) sends a message to another element of the learner's page by its id, and the
 * element's view, a command target, acts on it (a video plays a cue). Plugins never import
 * each other, so this event and its detail are the whole contract: a document event, so a
 * sender and a target bundled with different copies of the SDK still meet.
 * @public
 */
export const COMMAND_EVENT = 'quire:command';

/** What a command event carries. @public */
export interface CommandDetail {
  /** The id of the element the message is for. */
  readonly target: string;
  /** What the target is asked to do, in the target's own terms ('play', a cue…). */
  readonly message: string;
}

/**
 * Sends `message` to the command target whose element id is `target`, and answers whether
 * a target on the page took it: false when no view of that id listens, or when the target
 * did not understand the message. Call it from an event handler, never while rendering;
 * where there is no page (the server) it sends nothing and answers false.
 * @public
 */
export function sendCommand(target: string, message: string): boolean {
  if (typeof document === 'undefined') return false;
  // A target that takes the message cancels the event (listenForCommands): that is the answer.
  const event = new CustomEvent<CommandDetail>(COMMAND_EVENT, { detail: { target, message }, cancelable: true });
  return !document.dispatchEvent(event);
}

/**
 * What a command target does with a message: `false` when it does not understand it (the
 * sender is told so), anything else when it acted on it.
 * @public
 */
export type CommandHandler = (message: string) => boolean | void;

/**
 * Calls `onMessage` with each message sent to the element `target` until the returned
 * function is called. For views outside React's effects; views use {@link useCommandTarget}.
 * @public
 */
export function listenForCommands(target: string, onMessage: CommandHandler): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Partial<CommandDetail> | null>).detail;
    if (detail?.target !== target || typeof detail.message !== 'string') return;
    if (onMessage(detail.message) !== false) event.preventDefault();
  };
  document.addEventListener(COMMAND_EVENT, listener);
  return () => document.removeEventListener(COMMAND_EVENT, listener);
}

/**
 * Makes the calling view the command target of element `target` while it is shown:
 * `onMessage` gets each message sent to that id. It listens from an effect, so it costs
 * nothing while the server draws the page; `undefined` listens to nothing.
 * @public
 */
export function useCommandTarget(target: string | undefined, onMessage: CommandHandler): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!target) return undefined;
    return listenForCommands(target, (message) => latest.current(message));
  }, [target]);
}
