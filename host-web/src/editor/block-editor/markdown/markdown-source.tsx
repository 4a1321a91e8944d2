import type { TextDirection } from '@quire/core';

export interface MarkdownSourceProps {
  /** The editable area's name; the source is named after it. */
  readonly label: string;
  readonly value: string;
  readonly direction: TextDirection;
  readonly onChange: (value: string) => void;
}

/** The document as Markdown text, edited in place of the rich-text area. */
export function MarkdownSource({ label, value, direction, onChange }: MarkdownSourceProps) {
  return (
    <textarea
      className="markdown-source"
      aria-label={`${label} (Markdown)`}
      dir={direction}
      value={value}
      spellCheck
      autoFocus
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
