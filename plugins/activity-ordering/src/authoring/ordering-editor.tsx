import type { ReactNode } from 'react';
import type { ChoiceActivityModel } from '@quire/plugin-sdk';
import { ChoiceActivityEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';

/**
 * The ordering editor. The correct order is the order of the choices as authored, so
 * moving a choice up or down changes the answer; learners see them shuffled.
 * @public
 */
export function OrderingEditor(props: ActivityEditorProps<ChoiceActivityModel>): ReactNode {
  return <ChoiceActivityEditor {...props} mode="order" correctHelp="The correct order is the order of the choices above." />;
}
