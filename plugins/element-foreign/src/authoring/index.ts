/**
 * Authoring part of element-foreign: foreign text drawn in the editor with its language and
 * a tag that opens the foreign-language dialog, and the 'Foreign language' entry of the
 * toolbar's 'More' menu, which marks the selection as text in a language of the list.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { FOREIGN_KIND } from '../common/foreign-kinds.js';
import { ForeignEditor } from './foreign-editor.js';
import { foreignLanguageCommand } from './foreign-language-command.js';

export { DEFAULT_LANGUAGE_TAG, ForeignEditor, changeLanguageLabel } from './foreign-editor.js';
export { foreignLanguageCommand } from './foreign-language-command.js';
export {
  FOREIGN_LANGUAGE_LABEL,
  FOREIGN_TEXT_TOO_LONG_MESSAGE,
  ForeignLanguageDialog,
  MAX_FOREIGN_TEXT_LENGTH,
  PROJECT_DEFAULT_LANGUAGE_LABEL,
  unknownLanguageMessage,
} from './foreign-language-dialog.js';
export { applyForeign, foreignAt, isForeign, removeForeign } from './foreign-transforms.js';

/** @public */
export const foreignAuthoring: AuthoringPart = defineAuthoring({
  elements: { [FOREIGN_KIND]: { component: ForeignEditor } },
  toolbarCommands: [foreignLanguageCommand],
});

export default foreignAuthoring;
