import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { titleText } from '@quire/plugin-sdk';
import { setElementFields, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { useSystemDark } from '@quire/plugin-sdk/delivery';
import { CODE_LANGUAGES, type CodeLanguage } from '../common/code-languages.js';
import { CODE_MAX_LENGTH } from '../common/code-limits.js';
import { codeText } from '../common/code-text.js';
import type { CodeMirrorHandle } from './code-mirror.js';

/** How long typing rests before the code is stored (spec authoring §9). @public */
export const CODE_SAVE_DEBOUNCE_MS = 800;

const knownLanguage = (value: unknown): CodeLanguage | undefined => CODE_LANGUAGES.find((language) => language === value);

/**
 * A code block in the editor: a language dropdown, a caption field, and CodeMirror
 * (loaded as its own chunk when the first code block is drawn), capped at 1000 px, with
 * tab size 2 and a light or dark theme following the system. Typing is stored after it
 * rests 800 ms, and at once when the editor loses the focus.
 * @public
 */
export function CodeBlockEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const id = useId();
  const dark = useSystemDark();
  const language = knownLanguage(element.language);
  const host = useRef<HTMLDivElement>(null);
  const mirror = useRef<CodeMirrorHandle | undefined>(undefined);
  const latest = useRef({ element, pending: undefined as string | undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  latest.current.element = element;
  const [caption, setCaption] = useState(() => titleText(element.caption));

  const flush = () => {
    const state = latest.current;
    clearTimeout(state.timer);
    if (state.pending !== undefined && state.pending !== codeText(state.element)) setElementFields(editor, state.element, { code: state.pending });
    state.pending = undefined;
  };

  useEffect(() => {
    let cancelled = false;
    void import('./code-mirror.js').then(({ mountCodeMirror }) => {
      if (cancelled || !host.current) return;
      mirror.current = mountCodeMirror(host.current, {
        code: codeText(element),
        label: 'Code',
        dark,
        onChange: (code) => {
          const state = latest.current;
          state.pending = code.slice(0, CODE_MAX_LENGTH);
          clearTimeout(state.timer);
          state.timer = setTimeout(flush, CODE_SAVE_DEBOUNCE_MS);
        },
      });
      void mirror.current.setLanguage(knownLanguage(latest.current.element.language));
    });
    return () => {
      cancelled = true;
      flush();
      mirror.current?.destroy();
      mirror.current = undefined;
    };
    // CodeMirror is made once per block; language and theme follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => void mirror.current?.setLanguage(language), [language]);
  useEffect(() => mirror.current?.setDark(dark), [dark]);

  return (
    <div {...attributes} className="code-editor" data-theme={dark ? 'dark' : 'light'}>
      <div contentEditable={false} className="code-editor-body" onKeyDown={(event) => event.stopPropagation()} onBlur={flush}>
        <div className="code-editor-toolbar">
          <label className="code-editor-language" htmlFor={`${id}-language`}>
            Language
            <select id={`${id}-language`} value={language ?? 'Text'} onChange={(event) => setElementFields(editor, element, { language: event.target.value })}>
              {CODE_LANGUAGES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="code-editor-caption" htmlFor={`${id}-caption`}>
            Caption
            <input
              id={`${id}-caption`}
              type="text"
              value={caption}
              placeholder="Optional"
              onChange={(event) => setCaption(event.target.value)}
              onBlur={() => caption !== titleText(element.caption) && setElementFields(editor, element, { caption: caption.trim() === '' ? undefined : caption })}
            />
          </label>
        </div>
        <div ref={host} className="code-editor-mirror" />
      </div>
      {children}
    </div>
  );
}
