import type { Editor } from 'slate';
import type { BlockTypeOption } from '@quire/plugin-sdk/authoring';
import { currentBlockType, type BlockTypeMenu as BlockTypeMenuModel } from './toolbar-model.js';
import { MenuButton } from './menu-button.js';

export interface BlockTypeMenuProps {
  readonly editor: Editor;
  readonly menu: BlockTypeMenuModel;
  readonly onChoose: (option: BlockTypeOption) => void;
}

/**
 * The block type dropdown: shows the type of the block the selection is in and turns it
 * into another. Disabled where no type applies (a table cell), so nothing is retyped.
 */
export function BlockTypeMenu({ editor, menu, onChoose }: BlockTypeMenuProps) {
  const current = currentBlockType(editor, menu);
  const options = [...menu.textBlocks, ...menu.pluginBlockTypes];
  if (options.length === 0) return null;
  return (
    <MenuButton
      label={current ? `Block type: ${current.label}` : 'Block type'}
      className="block-type-menu"
      disabled={!current}
      groups={[
        {
          entries: options.map((option) => ({
            id: option.id,
            label: option.label,
            kind: 'radio' as const,
            checked: option === current,
            onSelect: () => onChoose(option),
          })),
        },
      ]}
    >
      {current?.label ?? 'Block type'}
    </MenuButton>
  );
}
