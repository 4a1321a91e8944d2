import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDeliveryContext, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { promptOf, triggerTypeOf } from '../common/trigger-kinds.js';
import { triggerLockMs } from '../common/trigger-lock.js';
import { TriggerIcon } from './trigger-icon.js';

/** The DOT button's accessible name. @public */
export const ASK_DOT_LABEL = 'Ask DOT';
/** What the button's tooltip says it does. @public */
export const ASK_DOT_DESCRIPTION = 'DOT, the course assistant, answers a question the author wrote about this page.';
/** The answer panel's accessible name. @public */
export const ANSWER_PANEL_LABEL = "DOT's answer";
/** @public */
export const THINKING_MESSAGE = 'DOT is thinking…';
/** Said beside the button while it rests. @public */
export const RESTING_MESSAGE = 'You can ask DOT again in a moment.';
/** Said where no course assistant can be asked: outside a section (the editor's preview). @public */
export const NOT_IN_SECTION_MESSAGE = 'DOT answers learners in a course section.';
/** Said of a trigger whose author has written no prompt. @public */
export const NO_PROMPT_YET_MESSAGE = 'This DOT has no prompt yet.';

type Reply = { readonly kind: 'waiting' } | { readonly kind: 'answer'; readonly text: string } | { readonly kind: 'failure'; readonly message: string };

/**
 * A DOT activation point as learners use it (delivery §4, §7, §9): the DOT button. A press
 * sends the author's prompt to the course assistant of the section (`requestTrigger`), and
 * the button then rests for 5 s, 10 s after the next press, and so on, doubling; it also
 * rests while the assistant is thinking. The answer, or the route's message when there is
 * none, shows in a panel that screen readers announce. The server draws the button resting;
 * it works once the page's script has loaded.
 * @public
 */
export function TriggerView({ element }: DeliveryElementProps): ReactNode {
  const { requestTrigger, resourceId } = useDeliveryContext();
  const prompt = promptOf(element);
  const refId = typeof element.id === 'string' ? element.id : undefined;
  const [hydrated, setHydrated] = useState(false);
  const [resting, setResting] = useState(false);
  const [reply, setReply] = useState<Reply>();
  const presses = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const askable = hydrated && requestTrigger !== undefined && resourceId !== undefined && refId !== undefined && prompt !== '';
  const waiting = reply?.kind === 'waiting';
  const enabled = askable && !resting && !waiting;

  const ask = async () => {
    if (!enabled || !requestTrigger || resourceId === undefined || refId === undefined) return;
    setResting(true);
    timer.current = setTimeout(() => setResting(false), triggerLockMs(presses.current));
    presses.current += 1;
    setReply({ kind: 'waiting' });
    try {
      const { answer } = await requestTrigger({ trigger_type: triggerTypeOf(element), resource_id: resourceId, data: { ref_id: refId }, prompt });
      setReply({ kind: 'answer', text: answer });
    } catch (error) {
      setReply({ kind: 'failure', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const note = !hydrated ? null : prompt === '' ? NO_PROMPT_YET_MESSAGE : !askable ? NOT_IN_SECTION_MESSAGE : resting && !waiting ? RESTING_MESSAGE : null;
  return (
    <div className="trigger">
      <div className="trigger-actions">
        {/* aria-disabled rather than disabled: a resting button keeps the keyboard's focus. */}
        <button type="button" className="trigger-button" aria-label={ASK_DOT_LABEL} title={ASK_DOT_DESCRIPTION} aria-disabled={!enabled} onClick={() => void ask()}>
          <TriggerIcon />
        </button>
        {note ? <span className="trigger-note">{note}</span> : null}
      </div>
      <div className={`trigger-panel${reply?.kind === 'failure' ? ' trigger-panel-failure' : ''}`} role="status" aria-label={ANSWER_PANEL_LABEL}>
        {reply?.kind === 'waiting' ? <p className="trigger-thinking">{THINKING_MESSAGE}</p> : null}
        {reply?.kind === 'answer' ? <p className="trigger-answer">{reply.text}</p> : null}
        {reply?.kind === 'failure' ? <p className="trigger-failure">{reply.message}</p> : null}
      </div>
    </div>
  );
}
