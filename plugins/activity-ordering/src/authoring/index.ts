/**
 * Authoring part of activity-ordering: the activity editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { ORDERING_SLUG } from '../common/activity-ordering-type.js';
import { OrderingEditor } from './ordering-editor.js';

export { OrderingEditor } from './ordering-editor.js';

/** @public */
export const orderingAuthoring: AuthoringPart = defineAuthoring({ activities: { [ORDERING_SLUG]: OrderingEditor } });

export default orderingAuthoring;
