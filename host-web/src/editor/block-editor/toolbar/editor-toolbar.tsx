import { useContext, useMemo, useRef } from 'react';
import { useSlate } from 'slate-react';
import type { TextDirection } from '@quire/core';
import type { BlockTypeOption, InsertCommand, InsertMenuLevel, ToolbarCommand } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from '../gather-editor-plugins.js';
import { describeHotkey } from '../editor-hotkeys.js';
import { HiddenInsertPluginsContext } from '../insert/hidden-insert-plugins.js';
import { allInsertCommands, buildInsertMenu } from '../insert/insert-menu-model.js';
import { isMarkActive, toggleMark } from '../mark-commands.js';
import { BlockTypeMenu } from './block-type-menu.js';
import { InsertControls } from './insert-controls.js';
import { MoreMenu } from './more-menu.js';
import { ToolbarButton } from './toolbar-button.js';
import { blockTypeMenu, toolbarCommands, toolbarMarks } from './toolbar-model.js';
import { useRovingFocus } from './use-roving-focus.js';

/** Whether the editable area shows rich text or the document's Markdown source. */
export type EditorMode = 'rich' | 'markdown';

export interface EditorToolbarProps {
  readonly plugins: EditorPlugins;
  /** The editable area's name; the toolbar is named after it. */
  readonly label: string;
  readonly insertLevel: InsertMenuLevel;
  readonly mode: EditorMode;
  readonly direction: TextDirection;
  readonly onDirectionChange: (direction: TextDirection) => void;
  /** Runs a toolbar command, or opens its dialog. */
  readonly onCommand: (command: ToolbarCommand) => void;
  /** Gives the focus back to the editable area, after a menu choice. */
  readonly onRefocus: () => void;
  readonly onInsert: (command: InsertCommand) => void;
  readonly onBlockType: (option: BlockTypeOption) => void;
  /** Asks to switch between rich text and Markdown. */
  readonly onSwitchMode: () => void;
}

/**
 * The editor's fixed toolbar (spec authoring §2): the primary marks and commands, 'More',
 * block type, inserts, Markdown, text direction, undo and redo. Every entry comes from
 * the plugins. In Markdown mode only the way back, the direction and nothing else apply.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { plugins, label, insertLevel, mode, direction, onDirectionChange, onCommand, onRefocus, onInsert, onBlockType, onSwitchMode } = props;
  const editor = useSlate();
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbar);

  const marks = useMemo(() => toolbarMarks(plugins), [plugins]);
  const primaryCommands = useMemo(() => toolbarCommands(plugins, 'primary'), [plugins]);
  const moreCommands = useMemo(() => toolbarCommands(plugins, 'more'), [plugins]);
  const blockTypes = useMemo(() => blockTypeMenu(plugins), [plugins]);
  const hiddenInsertPlugins = useContext(HiddenInsertPluginsContext);
  const insertMenu = useMemo(
    () => buildInsertMenu(allInsertCommands(plugins.parts.filter(({ pluginId }) => !hiddenInsertPlugins.has(pluginId))), insertLevel),
    [plugins, insertLevel, hiddenInsertPlugins],
  );

  const rich = mode === 'rich';
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-orientation="horizontal"
      className="block-editor-toolbar"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      {rich ? (
        <>
          <div className="toolbar-group">
            {marks.primary.map((mark) => (
              <ToolbarButton
                key={mark.name}
                label={mark.label}
                className={`mark-button mark-${mark.name}`}
                pressed={isMarkActive(editor, mark.name)}
                shortcut={mark.hotkey ? describeHotkey(mark.hotkey) : undefined}
                onClick={() => toggleMark(editor, mark.name)}
              />
            ))}
            {primaryCommands.map((command) => (
              <ToolbarButton
                key={command.id}
                label={command.label}
                pressed={command.isActive?.(editor)}
                disabled={command.isEnabled ? !command.isEnabled(editor) : false}
                shortcut={command.hotkey ? describeHotkey(command.hotkey) : undefined}
                onClick={() => onCommand(command)}
              >
                {command.icon ?? command.label}
              </ToolbarButton>
            ))}
            <MoreMenu editor={editor} marks={marks.more} commands={moreCommands} onCommand={onCommand} onDone={onRefocus} />
          </div>
          <div className="toolbar-group">
            <BlockTypeMenu editor={editor} menu={blockTypes} onChoose={onBlockType} />
          </div>
          <div className="toolbar-group">
            <InsertControls menu={insertMenu} onInsert={onInsert} />
          </div>
        </>
      ) : null}
      <div className="toolbar-group">
        <ToolbarButton label={rich ? 'Switch to Markdown' : 'Switch to rich text'} onClick={onSwitchMode} />
        <ToolbarButton
          label="Right-to-left text"
          className="direction-button"
          pressed={direction === 'rtl'}
          onClick={() => onDirectionChange(direction === 'rtl' ? 'ltr' : 'rtl')}
        >
          {direction === 'rtl' ? 'RTL' : 'LTR'}
        </ToolbarButton>
      </div>
      {rich ? (
        <div className="toolbar-group">
          <ToolbarButton label="Undo" disabled={editor.history.undos.length === 0} shortcut={describeHotkey('mod+z')} onClick={() => editor.undo()} />
          <ToolbarButton
            label="Redo"
            disabled={editor.history.redos.length === 0}
            shortcut={describeHotkey('mod+shift+z')}
            onClick={() => editor.redo()}
          />
        </div>
      ) : null}
    </div>
  );
}
