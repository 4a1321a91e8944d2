import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CodeEditorHandle, CodeEditorOptions } from './mount-code-editor.js';

/**
 * Mounts the code editor in `host` once the view is in a browser, loading its chunk then;
 * `mounted` turns true when it shows (until then a view shows the code as text). The editor
 * starts from the first options; the theme follows `dark` and edits reach the latest `onChange`.
 * @internal
 */
export function useCodeEditor(host: RefObject<HTMLDivElement | null>, options: CodeEditorOptions): { editor: RefObject<CodeEditorHandle | undefined>; mounted: boolean } {
  const editor = useRef<CodeEditorHandle | undefined>(undefined);
  const [mounted, setMounted] = useState(false);
  const initial = useRef(options);
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  useEffect(() => {
    let cancelled = false;
    void import('./mount-code-editor.js').then(({ mountCodeEditor }) => {
      if (cancelled || !host.current) return;
      editor.current = mountCodeEditor(host.current, { ...initial.current, onChange: (code) => onChange.current(code) });
      setMounted(true);
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = undefined;
    };
  }, [host]);
  useEffect(() => editor.current?.setDark(options.dark), [options.dark, mounted]);
  useEffect(() => editor.current?.setRunner(options.runner), [options.runner, mounted]);
  return { editor, mounted };
}
