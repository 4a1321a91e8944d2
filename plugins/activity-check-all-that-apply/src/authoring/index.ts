/**
 * Authoring part of activity-check-all-that-apply: the activity editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { CHECK_ALL_THAT_APPLY_SLUG } from '../common/activity-check-all-that-apply-type.js';
import { CheckAllThatApplyEditor } from './check-all-that-apply-editor.js';

export { CheckAllThatApplyEditor } from './check-all-that-apply-editor.js';

/** @public */
export const checkAllThatApplyAuthoring: AuthoringPart = defineAuthoring({ activities: { [CHECK_ALL_THAT_APPLY_SLUG]: CheckAllThatApplyEditor } });

export default checkAllThatApplyAuthoring;
