import { defineMark, type MarkContribution, type MarkName } from '@quire/plugin-sdk';

function mark(name: MarkName, label: string, extra: { hotkey?: string; primary?: true } = {}): MarkContribution {
  return defineMark({ name, label, ...extra });
}

/**
 * The 14 marks of the spec (authoring §3), toolbar order: the primary ones (bold, italic,
 * code, each with its spec hotkey, §2) are toolbar buttons; the rest go in 'More'.
 * @public
 */
export const MARK_CONTRIBUTIONS: readonly MarkContribution[] = [
  mark('strong', 'Bold', { hotkey: 'mod+b', primary: true }),
  mark('em', 'Italic', { hotkey: 'mod+i', primary: true }),
  mark('code', 'Code', { hotkey: 'mod+;', primary: true }),
  mark('mark', 'Highlight'),
  mark('del', 'Deleted'),
  mark('var', 'Variable'),
  mark('term', 'Term'),
  mark('sub', 'Subscript'),
  mark('sup', 'Superscript'),
  mark('underline', 'Underline'),
  mark('strikethrough', 'Strikethrough'),
  mark('foreign', 'Foreign'),
  mark('doublesub', 'Double subscript'),
  mark('deemphasis', 'De-emphasis'),
];

/** Hotkey to mark, from the contributions above: `{ 'mod+b': 'strong', … }`. @public */
export const MARK_HOTKEYS: Readonly<Record<string, string>> = Object.fromEntries(
  MARK_CONTRIBUTIONS.flatMap((m) => (m.hotkey ? [[m.hotkey, m.name]] : [])),
);
