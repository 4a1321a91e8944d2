/**
 * Authoring part of the bibliography plugin: the project's Bibliography page, the citation
 * chip in the editor and the 'Select citation' dialog, opened from 'Cite' in the toolbar.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { CITE_KIND } from '../common/cite-kinds.js';
import { BIBLIOGRAPHY_PROJECT_PAGE } from '../index.js';
import { BibliographyPage } from './bibliography-page.js';
import { citeCommand } from './cite-command.js';
import { CiteEditor } from './cite-editor.js';
import { withCiteChips } from './with-cite-chips.js';

export { BibliographyPage, addedMessage } from './bibliography-page.js';
export { LOADING_TEXT, MISSING_CITATION_TEXT, NO_ENTRIES_TEXT, PASTE_LABEL } from './bibliography-texts.js';
export { CITE_HOTKEY, CiteCommandDialog, citeCommand } from './cite-command.js';
export { CiteEditor } from './cite-editor.js';
export { citedEntry, loadCiteEntries, useCiteEntries, type CiteEntries } from './cite-entries.js';
export { citeAt, citeAtSelection, createCite } from './cite-transforms.js';
export { DELETE_ENTRY_TITLE, DeleteEntryDialog } from './delete-entry-dialog.js';
export { EntryFormDialog, RAW_CSL_JSON_LABEL, type EntryFormDialogProps } from './entry-form-dialog.js';
export { SELECT_CITATION_TITLE, SelectCitationDialog, type SelectCitationDialogProps } from './select-citation-dialog.js';
export { withCiteChips } from './with-cite-chips.js';

/** @public */
export const bibliographyAuthoring: AuthoringPart = defineAuthoring({
  elements: { [CITE_KIND]: { component: CiteEditor } },
  toolbarCommands: [citeCommand],
  extendEditor: withCiteChips,
  projectPages: { [BIBLIOGRAPHY_PROJECT_PAGE.id]: BibliographyPage },
});

export default bibliographyAuthoring;
