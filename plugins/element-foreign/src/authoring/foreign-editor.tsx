import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Editor } from 'slate';
import { useSlateStatic } from 'slate-react';
import { ModalDialog, elementPath, useEditorServices, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { knownLanguageCode, languageName } from '../common/language-codes.js';
import { FOREIGN_LANGUAGE_LABEL, ForeignLanguageDialog } from './foreign-language-dialog.js';
import { InlineChromiumBugfix } from './inline-chromium-bugfix.js';

/** What the language tag of foreign text says when its language is the project's default. @public */
export const DEFAULT_LANGUAGE_TAG = 'default';

/** The accessible name of the language tag, which opens the foreign-language dialog. @public */
export function changeLanguageLabel(lang: unknown): string {
  const code = knownLanguageCode(lang);
  const stored = typeof lang === 'string' ? lang.trim() : '';
  const current = code ? (languageName(code) ?? code) : stored === '' ? 'project default' : `unknown code '${stored}'`;
  return `Change language (${current})`;
}

/**
 * Foreign text in the editor: its language set on the span, as learners get it, and a tag
 * after the text naming the code; a press on the tag, or Enter or Space on it, opens the
 * foreign-language dialog for this text.
 * @public
 */
export function ForeignEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const [open, setOpen] = useState(false);
  const code = knownLanguageCode(element.lang);
  const stored = typeof element.lang === 'string' ? element.lang.trim() : '';
  const openWithKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(true);
  };
  const path = open ? elementPath(editor, element) : undefined;

  return (
    <span {...attributes} lang={code} className="foreign-text-editor">
      <InlineChromiumBugfix />
      {children}
      <InlineChromiumBugfix />
      <span
        contentEditable={false}
        role="button"
        tabIndex={0}
        aria-label={changeLanguageLabel(element.lang)}
        title={changeLanguageLabel(element.lang)}
        className={code || stored === '' ? 'foreign-text-tag' : 'foreign-text-tag foreign-text-tag-unknown'}
        onClick={() => setOpen(true)}
        onKeyDown={openWithKey}
      >
        {code ?? (stored === '' ? DEFAULT_LANGUAGE_TAG : '?')}
      </span>
      {path ? (
        <ModalDialog title={FOREIGN_LANGUAGE_LABEL} onClose={() => setOpen(false)} restoreFocus>
          <ForeignLanguageDialog editor={editor} services={services} selection={Editor.range(editor, path)} close={() => setOpen(false)} />
        </ModalDialog>
      ) : null}
    </span>
  );
}
