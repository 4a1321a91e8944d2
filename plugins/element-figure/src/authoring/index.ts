/**
 * Authoring part of element-figure: the figure editor, a labelled title field at the head
 * of the figure over its blocks written in place, and 'Figure' in the insert menu's General
 * group.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { FIGURE_KIND } from '../common/figure-kinds.js';
import { FigureEditor } from './figure-editor.js';
import { insertFigure } from './figure-insert.js';

export { FigureEditor } from './figure-editor.js';
export { insertFigure } from './figure-insert.js';
export { FIGURE_TITLE_LABEL, FigureTitleField, type FigureTitleFieldProps } from './figure-title-field.js';

/** @public */
export const figureAuthoring: AuthoringPart = defineAuthoring({
  elements: { [FIGURE_KIND]: { component: FigureEditor, insert: insertFigure } },
});

export default figureAuthoring;
