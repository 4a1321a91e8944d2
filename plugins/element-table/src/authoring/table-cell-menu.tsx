import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Element as SlateElement } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import { cellMenuGroups, type CellMenuEntry, type CellMenuGroup } from './cell-menu-entries.js';
import { tableServices } from './table-services.js';

// Inline, so the menu looks the same in any host without a stylesheet of its own.
const BUTTON_STYLE = { fontSize: '0.7rem', lineHeight: 1, padding: '2px 4px', border: '1px solid #b9c0cc', borderRadius: 3, background: '#fff', cursor: 'pointer' };
const MENU_STYLE = {
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 200,
  padding: 4,
  background: '#fff',
  border: '1px solid #c9ced8',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
} as const;
const ITEM_STYLE = { display: 'block', width: '100%', textAlign: 'left', padding: '4px 10px', border: 'none', background: 'none', cursor: 'pointer', whiteSpace: 'nowrap', font: 'inherit' } as const;
const CHECKED_ITEM_STYLE = { ...ITEM_STYLE, fontWeight: 600 } as const;
const SEPARATOR_STYLE = { borderTop: '1px solid #e3e6ec', margin: '4px 0' } as const;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')) : [];
}

function itemRole(group: CellMenuGroup, entry: CellMenuEntry): string {
  if (entry.checked === undefined) return 'menuitem';
  return group.label ? 'menuitemradio' : 'menuitemcheckbox';
}

/**
 * The table cell menu (spec authoring §2): a small button in the selected cell opening a
 * menu of the cell's actions. It is outside the editable text, reachable with Tab, moved
 * through with the arrow keys, Home and End, and closed with Escape (the focus goes back
 * to the button) or by clicking elsewhere.
 * @public
 */
export function TableCellMenu({ cell }: { readonly cell: SlateElement }): ReactNode {
  const editor = useSlateStatic();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    menuItems(menuRef.current)[0]?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (entry: CellMenuEntry) => {
    setOpen(false);
    entry.run();
    ReactEditor.focus(editor);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const groups = open ? cellMenuGroups(editor, ReactEditor.findPath(editor, cell), tableServices(editor).createId) : [];

  return (
    // Keys and clicks here belong to the menu, not to the editor around it.
    <span
      ref={rootRef}
      contentEditable={false}
      className="table-cell-menu"
      style={{ float: 'right', position: 'relative', userSelect: 'none' }}
      onKeyDown={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.stopPropagation()}
    >
      <button
        ref={buttonRef}
        type="button"
        className="table-cell-menu-button"
        style={BUTTON_STYLE}
        aria-label="Table cell menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        ▾
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Table cell menu"
          className="table-cell-menu-list"
          style={MENU_STYLE}
          onKeyDown={onMenuKeyDown}
        >
          {groups.map((group, g) => (
            <div key={group.label ?? g} role={group.label ? 'group' : undefined} aria-label={group.label}>
              {g > 0 ? <div role="separator" style={SEPARATOR_STYLE} /> : null}
              {group.entries.map((entry) => (
                <button
                  key={entry.label}
                  type="button"
                  role={itemRole(group, entry)}
                  aria-checked={entry.checked}
                  tabIndex={-1}
                  style={entry.checked ? CHECKED_ITEM_STYLE : ITEM_STYLE}
                  onClick={() => choose(entry)}
                >
                  {entry.label}
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </span>
  );
}
