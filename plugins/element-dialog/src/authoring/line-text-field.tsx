import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isText, nodeText, type Descendant } from '@quire/plugin-sdk';
import { useEditorServices } from '@quire/plugin-sdk/authoring';

/** How long typing in a line rests before it is stored, as for code blocks (spec authoring §9). @public */
export const LINE_SAVE_DEBOUNCE_MS = 800;

/** Said where the host gives element views no rich-text field (an editor within an activity). @public */
export const LINE_TEXT_READ_ONLY_NOTE = 'The text of this line can be edited in the page editor.';

/** Props of {@link LineTextField}. @public */
export interface LineTextFieldProps {
  /** The line's content as the document holds it. */
  readonly value: readonly Descendant[];
  /** The field's accessible name ('Line 2 text'). */
  readonly label: string;
  readonly onStore: (value: readonly Descendant[]) => void;
}

/** A line's content as plain text, block by block: the editor's preview and the read-only note. @public */
export function PlainLineText({ nodes }: { readonly nodes: readonly Descendant[] }): ReactNode {
  if (nodes.length === 0 || nodes.some(isText)) return <p>{nodes.map(nodeText).join('')}</p>;
  return nodes.map((node, index) => <p key={(node as { id?: string }).id ?? index}>{nodeText(node)}</p>);
}

/**
 * A line's rich text, written in the page editor's own rich-text field, so a line holds the
 * same elements and marks as the page. Typing is stored once it rests, and at once when the
 * field loses the focus or goes away, so a burst of typing is one undo step of the page.
 * When the stored content changes from elsewhere (the page's undo), the field starts again
 * from it.
 * @public
 */
export function LineTextField({ value, label, onStore }: LineTextFieldProps): ReactNode {
  const { RichTextField } = useEditorServices();
  const storedJson = JSON.stringify(value);
  // The content this field last stored, so that its arrival in the document is not taken for a change from elsewhere.
  const flushed = useRef<string | undefined>(undefined);
  const [held, setHeld] = useState({ json: storedJson, draft: value, revision: 0 });
  if (storedJson !== held.json) {
    const ours = storedJson === flushed.current;
    setHeld({ json: storedJson, draft: ours ? held.draft : value, revision: ours ? held.revision : held.revision + 1 });
  }

  const pending = useRef<{ nodes: readonly Descendant[]; timer: ReturnType<typeof setTimeout> } | undefined>(undefined);
  const latestStore = useRef(onStore);
  latestStore.current = onStore;
  const flush = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = undefined;
    flushed.current = JSON.stringify(waiting.nodes);
    latestStore.current(waiting.nodes);
  };
  useEffect(() => flush, []);

  if (!RichTextField) {
    return (
      <div className="dialog-line-text dialog-line-text-read-only">
        <PlainLineText nodes={value} />
        <p className="dialog-form-hint">{LINE_TEXT_READ_ONLY_NOTE}</p>
      </div>
    );
  }

  const change = (nodes: Descendant[]) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { nodes, timer: setTimeout(flush, LINE_SAVE_DEBOUNCE_MS) };
    setHeld((current) => ({ ...current, draft: nodes }));
  };

  return (
    <div
      className="dialog-line-text"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) flush();
      }}
    >
      <RichTextField key={held.revision} label={label} value={held.draft} onChange={change} />
    </div>
  );
}
