import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { menuColumns } from './menu-columns.js';

/** One entry of a toolbar menu. */
export interface MenuEntry {
  readonly id: string;
  readonly label: string;
  /** A checkbox entry (a mark) or a radio entry (the current block type) shows its state. */
  readonly kind?: 'checkbox' | 'radio';
  readonly checked?: boolean;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
}

/** Entries under an optional heading (an insert category). */
export interface MenuGroup {
  readonly label?: string;
  readonly entries: readonly MenuEntry[];
}

export interface MenuButtonProps {
  /** The accessible name of the button and of its menu. */
  readonly label: string;
  /** What the button shows; the label when left out. */
  readonly children?: ReactNode;
  readonly groups: readonly MenuGroup[];
  readonly disabled?: boolean;
  readonly className?: string;
}

const ROLES = { checkbox: 'menuitemcheckbox', radio: 'menuitemradio' } as const;

/**
 * A toolbar button that opens a menu (WAI-ARIA menu button). Click, Enter, Space or
 * Down open it on the first entry, Up on the last; Up/Down/Home/End move, Enter or a
 * click chooses, Escape closes back onto the button, Tab or a click elsewhere closes it.
 * A mouse press never takes the focus from the editor. A long menu spreads its entries
 * over several columns (spec §9).
 */
export function MenuButton({ label, children, groups, disabled, className }: MenuButtonProps) {
  const [open, setOpen] = useState<'first' | 'last' | false>(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const entries = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (open === 'first' ? all[0] : all[all.length - 1])?.focus();
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  const close = (refocusButton: boolean) => {
    setOpen(false);
    if (refocusButton) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = entries();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        // Inside a menu these do not move along the toolbar.
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  // The focus goes back to the button first; an entry that acts on the editor moves it on.
  const choose = (entry: MenuEntry) => {
    close(true);
    entry.onSelect();
  };

  const columns = menuColumns(groups.reduce((count, group) => count + group.entries.length, 0));
  const style = { '--menu-columns': columns } as CSSProperties;

  return (
    <div ref={root} className={className ? `toolbar-menu-anchor ${className}` : 'toolbar-menu-anchor'}>
      <button
        ref={button}
        type="button"
        className="toolbar-button toolbar-menu-button"
        data-toolbar-item=""
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children ?? label}
        <span aria-hidden="true" className="toolbar-menu-caret">
          ▾
        </span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={columns > 1 ? 'toolbar-menu menu-columns' : 'toolbar-menu'}
          style={style}
          onKeyDown={onMenuKeyDown}
        >
          {groups.map((group, g) => (
            <MenuGroupView key={group.label ?? g} group={group} columns={columns} onChoose={choose} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface MenuGroupViewProps {
  readonly group: MenuGroup;
  readonly columns: number;
  readonly onChoose: (entry: MenuEntry) => void;
}

function MenuGroupView({ group, columns, onChoose }: MenuGroupViewProps) {
  const headingId = useId();
  // Entries run down each column in turn, in the order the arrow keys follow.
  const style = { '--menu-rows': Math.ceil(group.entries.length / columns) } as CSSProperties;
  const items = group.entries.map((entry) => (
    <button
      key={entry.id}
      type="button"
      className="toolbar-menu-entry"
      role={entry.kind ? ROLES[entry.kind] : 'menuitem'}
      aria-checked={entry.kind ? entry.checked === true : undefined}
      tabIndex={-1}
      disabled={entry.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(entry)}
    >
      {entry.label}
    </button>
  ));
  if (!group.label) {
    return (
      <div role="group" className="toolbar-menu-group" style={style}>
        {items}
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={headingId} className="toolbar-menu-group labelled" style={style}>
      <div id={headingId} role="presentation" className="toolbar-menu-group-label">
        {group.label}
      </div>
      {items}
    </div>
  );
}
