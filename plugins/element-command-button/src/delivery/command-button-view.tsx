import { useId, useState, type ReactNode } from 'react';
import { sendCommand, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { commandButtonCommand, commandButtonStyle } from '../common/command-button-fields.js';

/** Said when a button the author left without a target or message is pressed. @public */
export const NO_COMMAND_MESSAGE = 'This button has no command to send.';
/** Said when nothing on the page took the button's message (its target is gone, or did not understand). @public */
export const COMMAND_NOT_ANSWERED_MESSAGE = 'Nothing on this page answered this button.';

/**
 * A command button for learners (delivery §2): a real `<button>`, drawn as a button or as a
 * link, whose press sends its message to its target through the page's message bus (an
 * island). When nothing takes the message, the press changes nothing else and a status next
 * to the button, read by screen readers, says why.
 * @public
 */
export function CommandButtonView({ element, children }: DeliveryElementProps): ReactNode {
  const { target, message } = commandButtonCommand(element);
  const [problem, setProblem] = useState('');
  const statusId = useId();
  const press = () => {
    if (target === undefined || message === '') setProblem(NO_COMMAND_MESSAGE);
    else setProblem(sendCommand(target, message) ? '' : COMMAND_NOT_ANSWERED_MESSAGE);
  };
  return (
    <span className="command-button-frame">
      <button type="button" className={`command-button command-button-${commandButtonStyle(element)}`} aria-describedby={statusId} onClick={press}>
        {children}
      </button>
      <span id={statusId} role="status" className="command-button-status">
        {problem}
      </span>
    </span>
  );
}
