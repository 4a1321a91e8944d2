/**
 * The authoring half of a plugin (`./authoring` entry): React views the block editor
 * renders for each element and mark, the insert menu commands, Markdown shortcuts and
 * paste rules. Loaded lazily by the authoring route only.
 * @packageDocumentation
 */
import { createContext, useContext } from 'react';
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { Element as QuireElement, Text as QuireText } from '@quire/core';
import type { AuthoringPart, EditorServices, QuireEditorCommands } from './authoring/authoring-part.js';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor & QuireEditorCommands;
    Element: QuireElement;
    Text: QuireText;
  }
}

/** The block editor's services, for element views (which get only Slate's props). @public */
export const EditorServicesContext = createContext<EditorServices | null>(null);

/** The services of the editor an element view is drawn in. @public */
export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('An element view needs the block editor around it (EditorServicesContext)');
  return services;
}

/** Declares the authoring part of a plugin. @public */
export function defineAuthoring(part: AuthoringPart): AuthoringPart {
  return Object.freeze({ ...part });
}

export * from './authoring/authoring-part.js';
export type { ContentTypeRequest, ContentTypeRequestInit } from './content/content-type-request.js';
export { apiRequestErrors, type ApiRequest, type ApiRequestError, type ApiRequestInit } from './content/api-request.js';
export type { ActivityEditor, ActivityEditorProps, RichTextFieldProps } from './activity/activity-views.js';
export { editorElementStructure } from './authoring/editor-element-structure.js';
export * from './authoring/paste/wrap-inline-runs.js';
export * from './authoring/paste/drop-whitespace-text.js';
export { selectedTextBlock } from './authoring/with-quire-commands.js';
export * from './authoring/modal-dialog.js';
export * from './authoring/dialog-text-field.js';
export * from './authoring/dialog-buttons.js';
export * from './authoring/preview-edit-toggle.js';
export * from './authoring/element-transforms.js';
export * from './authoring/edit-element.js';
export * from './authoring/editor-shared-load.js';
export * from './authoring/committed-text-field.js';
export * from './authoring/audio-choice-field.js';
export type { AudioClip } from './content/audio-clip.js';
export { pageCommandTargets, type CommandMessageEditor, type CommandMessageEditorProps, type CommandTargetDeclaration, type PageCommandTarget } from './authoring/command-targets.js';
export * from './settings/plugin-settings-context.js';
export * from './activity/stem-editor.js';
export * from './activity/choices-editor.js';
export * from './activity/hints-editor.js';
export * from './activity/feedback-editor.js';
export * from './activity/explanation-editor.js';
export * from './activity/scoring-editor.js';
export * from './activity/shuffle-toggle.js';
export * from './activity/targeted-feedback-editor.js';
export * from './activity/choice-activity-editor.js';
export * from './activity/part-editor.js';
export * from './activity/responses-editor.js';
export * from './activity/response-rule-editor.js';
export * from './activity/rule-operators.js';
export * from './authoring/use-element-selected.js';
export * from './authoring/markdown/markdown-conversion.js';
export type { MarkdownVocabulary } from './authoring/markdown/markdown-vocabulary.js';
export * from './authoring/markdown/markdown-converter.js';
