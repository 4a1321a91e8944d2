import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One choice of a menu button. @public */
export interface MenuChoice<T> {
  readonly value: T;
  readonly label: string;
}

export interface MenuButtonProps<T> {
  /** What the menu sets ('Playback speed', 'Captions'); with the current choice, the button's name. */
  readonly label: string;
  readonly choices: readonly MenuChoice<T>[];
  readonly selected: T;
  readonly onChoose: (value: T) => void;
}

const MENU_STYLE = {
  position: 'absolute',
  bottom: '100%',
  right: 0,
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 120,
  padding: 4,
  background: '#fff',
  color: '#1d2433',
  border: '1px solid #c9ced8',
  borderRadius: 6,
} as const;
const ITEM_STYLE = { textAlign: 'left', padding: '4px 10px', border: 'none', background: 'none', font: 'inherit', color: 'inherit' } as const;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')) : [];
}

/**
 * A button opening a menu of exclusive choices (the player's speed and captions menus),
 * as the ARIA menu button pattern has it: Enter, Space or the down arrow open it with the
 * focus on the current choice; the arrow keys, Home and End move; Enter or Space chooses;
 * Escape and Tab close it, and a click elsewhere too.
 * @public
 */
export function MenuButton<T>({ label, choices, selected, onChoose }: MenuButtonProps<T>): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = choices.find((choice) => choice.value === selected) ?? choices[0];

  useEffect(() => {
    if (!open) return undefined;
    const items = menuItems(menu.current);
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (value: T) => {
    onChoose(value);
    close();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Home') items[0]?.focus();
    else if (event.key === 'End') items[items.length - 1]?.focus();
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={root} style={{ position: 'relative', display: 'inline-block' }}>
      <button
        ref={button}
        type="button"
        aria-label={`${label}: ${current?.label ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {current?.label}
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label={label} style={MENU_STYLE} onKeyDown={onMenuKeyDown}>
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitemradio"
              aria-checked={choice.value === selected}
              tabIndex={-1}
              style={choice.value === selected ? { ...ITEM_STYLE, fontWeight: 600 } : ITEM_STYLE}
              onClick={() => choose(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
