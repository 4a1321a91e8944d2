import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of a settings dialog. @public */
export interface SettingsTab {
  readonly label: string;
  readonly content: ReactNode;
}

const TAB_STYLE = { padding: '6px 12px', border: '1px solid #c9ced8', borderBottom: 'none', borderRadius: '6px 6px 0 0', background: '#f4f5f7', font: 'inherit' } as const;
const SELECTED_TAB_STYLE = { ...TAB_STYLE, background: '#fff', fontWeight: 600 } as const;

/**
 * Tabs as the ARIA authoring practices draw them: a labelled tablist whose selected tab
 * is the one Tab stop; the arrow keys, Home and End move to another tab and show its
 * panel. Every panel stays mounted, so what was typed in one survives a visit to another.
 * @public
 */
export function SettingsTabs({ label, tabs }: { readonly label: string; readonly tabs: readonly SettingsTab[] }): ReactNode {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const show = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    if (event.key === 'ArrowRight') show(selected === last ? 0 : selected + 1);
    else if (event.key === 'ArrowLeft') show(selected === 0 ? last : selected - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(last);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            style={index === selected ? SELECTED_TAB_STYLE : TAB_STYLE}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          style={{ border: '1px solid #c9ced8', padding: 12, display: index === selected ? 'grid' : 'none', gap: 10 }}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
