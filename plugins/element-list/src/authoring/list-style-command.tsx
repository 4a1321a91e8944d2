import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Editor, Element as SlateElement, Range, type Path } from 'slate';
import { DialogButtons, setElementFields, type CommandDialogProps, type ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { BULLET_STYLES, NUMBER_STYLES, OL_KIND, UL_KIND, type BulletStyle, type NumberStyle } from '../common/list-kinds.js';
import { listStyleType } from '../common/list-style.js';
import { isList } from './list-queries.js';

/** What each style is called in the 'List style' dialog. @public */
export const LIST_STYLE_LABELS: Readonly<Record<BulletStyle | NumberStyle, string>> = {
  none: 'None',
  disc: 'Disc (•)',
  circle: 'Circle (◦)',
  square: 'Square (▪)',
  decimal: 'Decimal (1, 2, 3)',
  'decimal-leading-zero': 'Decimal with leading zero (01, 02, 03)',
  'lower-roman': 'Lower roman (i, ii, iii)',
  'upper-roman': 'Upper roman (I, II, III)',
  'lower-alpha': 'Lower alpha (a, b, c)',
  'upper-alpha': 'Upper alpha (A, B, C)',
  'lower-latin': 'Lower latin (a, b, c)',
  'upper-latin': 'Upper latin (A, B, C)',
};

/** What a list without a style shows: the browser's default for its kind. */
const DEFAULT_STYLE: Readonly<Record<string, string>> = { [UL_KIND]: 'disc', [OL_KIND]: 'decimal' };

/** Shown when the dialog opens with the caret outside any list. @public */
export const NOT_IN_A_LIST_TEXT = 'Put the cursor in a bulleted or numbered list first.';

/**
 * The innermost bulleted or numbered list around the start of `at` (the selection unless
 * given): the list whose style 'List style' sets.
 * @public
 */
export function innermostList(editor: Editor, at: Range | null = editor.selection): [SlateElement, Path] | undefined {
  if (!at) return undefined;
  try {
    return Editor.above(editor, { at: Range.start(at), match: isList, mode: 'lowest' });
  } catch {
    // A selection kept from before a change may no longer fit the document.
    return undefined;
  }
}

/**
 * The dialog of 'List style': a labelled dropdown of the styles of the list around the
 * caret ('Bullet style': none, disc, circle, square; 'Number style': decimal … upper-latin,
 * spec authoring §3); 'Apply' sets it on the innermost list.
 * @public
 */
export function ListStyleDialog({ editor, selection, close }: CommandDialogProps): ReactNode {
  const found = innermostList(editor, selection);
  const list = found?.[0];
  const styles: readonly string[] = list?.type === OL_KIND ? NUMBER_STYLES : BULLET_STYLES;
  const [style, setStyle] = useState(() => (list ? (listStyleType(list) ?? DEFAULT_STYLE[list.type]) : ''));
  const fieldId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (list && styles.includes(style)) setElementFields(editor, list, { style });
    close();
  };

  return (
    <form className="list-style-dialog" onSubmit={apply}>
      {list ? (
        <div className="editor-dialog-field">
          <label htmlFor={fieldId}>{list.type === OL_KIND ? 'Number style' : 'Bullet style'}</label>
          <select id={fieldId} value={style} autoFocus onChange={(event) => setStyle(event.target.value)}>
            {styles.map((value) => (
              <option key={value} value={value}>
                {LIST_STYLE_LABELS[value as BulletStyle | NumberStyle]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p role="alert">{NOT_IN_A_LIST_TEXT}</p>
      )}
      <DialogButtons onCancel={close} submitLabel="Apply" submitDisabled={!list} />
    </form>
  );
}

/**
 * 'List style' in the toolbar's 'More' menu, enabled in a bulleted or numbered list. A
 * toolbar command rather than a control in the list: Tab and Shift+Tab indent list items,
 * so a control inside a list could not be reached from the keyboard.
 * @public
 */
export const listStyleCommand: ToolbarCommand = {
  id: 'list-style',
  label: 'List style',
  placement: 'more',
  isEnabled: (editor) => innermostList(editor) !== undefined,
  dialog: ListStyleDialog,
};
