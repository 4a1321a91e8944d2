import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Descendant } from 'slate';
import { Editable, Slate, type RenderElementProps, type RenderLeafProps, type RenderPlaceholderProps } from 'slate-react';
import type { TextDirection } from '@quire/core';
import { EditorServicesContext, type BlockTypeOption, type EditorServices, type InsertCommand, type InsertMenuLevel, type ToolbarCommand } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from './gather-editor-plugins.js';
import { buildEditor } from './build-editor.js';
import { CommandDialogHost, type OpenCommandDialog } from './dialog/command-dialog-host.js';
import { ErrorBoxBoundary } from '../../app/error-box-boundary.js';
import { focusEditor } from './editor-focus.js';
import { compileHotkeys } from './editor-hotkeys.js';
import { insertElement } from './insert/insert-element.js';
import { handleLongPageKey } from './long-page-keys.js';
import { takeSelectionFromDom } from './selection-from-dom.js';
import { InvalidElement } from './invalid-element.js';
import { toggleMark } from './mark-commands.js';
import { documentToMarkdown } from './markdown/document-to-markdown.js';
import { MarkdownLossDialog } from './markdown/markdown-loss-dialog.js';
import { MarkdownSource } from './markdown/markdown-source.js';
import { markdownToDocument } from './markdown/markdown-to-document.js';
import { markdownVocabulary } from './markdown/markdown-vocabulary.js';
import { normalizeWithCore } from './normalize-with-core.js';
import { scheduleWhenIdle } from './idle-task.js';
import { ChunkScheduler, ChunkSchedulerProvider, renderProgressiveChunk, useChunkScheduler } from './progressive-chunks.js';
import { optOutOfReactSelectionRestore } from './react-selection-opt-out.js';
import { replaceDocument } from './replace-document.js';
import { EditorToolbar, type EditorMode } from './toolbar/editor-toolbar.js';
import { useTextDirection } from './use-text-direction.js';
import './block-editor.css';

export { toggleMark } from './mark-commands.js';

/** Quiet time after the last change before core's normaliser runs (spec §9: 100 ms). */
export const CORE_NORMALIZE_DELAY_MS = 100;

export interface BlockEditorProps {
  readonly plugins: EditorPlugins;
  readonly services: EditorServices;
  /** Read once, when the editor is created. */
  readonly initialValue: Descendant[];
  /** Every document change (not selection moves). */
  readonly onChange: (value: Descendant[]) => void;
  readonly readOnly?: boolean;
  /** Which insert commands the toolbar offers (spec §9); `all` when left out. */
  readonly insertLevel?: InsertMenuLevel;
  /** The editable area's accessible name. */
  readonly label: string;
  /** Shown in the editable area while it is empty (a choice's label, say). */
  readonly placeholder?: string;
  /**
   * The content's text direction, kept by the owner on the content item's
   * `textDirection` (spec default ltr). The toolbar's toggle reports changes through
   * `onDirectionChange`; left out, the editor keeps the direction itself, starting ltr.
   * The editable area (and the Markdown source) carry it as their `dir` attribute.
   */
  readonly direction?: TextDirection;
  readonly onDirectionChange?: (direction: TextDirection) => void;
}

/**
 * The rich-text block editor. Nothing in it knows an element: every element, mark,
 * toolbar command, insert, shortcut, paste rule and key behaviour comes from the loaded
 * plugins.
 */
export function BlockEditor(props: BlockEditorProps) {
  return (
    <ErrorBoxBoundary where="editor">
      {/* Element views reach the services (the media picker…) through useEditorServices(). */}
      <EditorServicesContext.Provider value={props.services}>
        <BlockEditorInner {...props} />
      </EditorServicesContext.Provider>
    </ErrorBoxBoundary>
  );
}

// Slate fades its placeholder to a third of the text colour, too faint to read: the muted text colour instead.
// Its top comes from the stylesheet, which knows the editable area's padding.
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  const { top: _top, ...style } = attributes.style;
  return (
    <span {...attributes} className="block-editor-placeholder" style={{ ...style, opacity: 1 }}>
      {children}
    </span>
  );
}

/** The dialog open over the editor, if any. */
type OpenDialog =
  | ({ readonly kind: 'command' } & OpenCommandDialog)
  | { readonly kind: 'markdown-losses'; readonly losses: readonly string[]; readonly markdown: string };

function BlockEditorInner(props: BlockEditorProps) {
  const { plugins, services, initialValue, onChange, readOnly, insertLevel = 'all', label, placeholder } = props;
  const editor = useMemo(() => buildEditor(plugins, services), [plugins, services]);
  const cancelNormalize = useRef<() => void>(undefined);
  useEffect(() => () => cancelNormalize.current?.(), []);

  const hotkeys = useMemo(() => compileHotkeys(plugins), [plugins]);
  const vocabulary = useMemo(() => markdownVocabulary(plugins), [plugins]);
  const [mode, setMode] = useState<EditorMode>('rich');
  // Each time the rich-text area is drawn (on opening, and back from Markdown) its long page is drawn progressively.
  const chunkScheduler = useMemo(() => new ChunkScheduler(), [editor, mode]);
  useChunkScheduler(chunkScheduler);
  const [markdown, setMarkdown] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [direction, setDirection] = useTextDirection(props.direction, props.onDirectionChange);
  // Set when the focus must go back to the editable area once it is on screen again.
  const refocusAfterRender = useRef(false);

  useEffect(() => {
    if (mode !== 'rich' || !refocusAfterRender.current) return;
    refocusAfterRender.current = false;
    focusEditor(editor);
  }, [mode, editor]);

  const renderElement = useCallback(
    (props: RenderElementProps) => {
      const View = plugins.elementViews.get(props.element.type)?.component;
      return View ? <View {...props} /> : <InvalidElement {...props} />;
    },
    [plugins],
  );

  const renderLeaf = useCallback(
    ({ attributes, children, leaf }: RenderLeafProps) => {
      let out = children;
      for (const name in leaf) {
        if (name === 'text') continue;
        const view = plugins.markViews.get(name);
        if (view) out = view.render(out, leaf);
      }
      return <span {...attributes}>{out}</span>;
    },
    [plugins],
  );

  const runCommand = (command: ToolbarCommand) => {
    if (command.dialog) setDialog({ kind: 'command', command, selection: editor.selection });
    else command.run?.(editor, services);
  };

  const closeCommandDialog = (open: OpenCommandDialog) => {
    setDialog(null);
    focusEditor(editor, open.selection);
  };

  const insert = (command: InsertCommand) => {
    insertElement(editor, command.create(services.createId), plugins.structures);
    normalizeWithCore(editor, plugins.normalizer, services.createId);
    focusEditor(editor);
  };

  const applyBlockType = (option: BlockTypeOption) => {
    option.apply(editor, services);
    focusEditor(editor);
  };

  // Markdown edits are saved as they are typed, as the document they stand for.
  const changeMarkdown = (text: string) => {
    setMarkdown(text);
    onChange(plugins.normalizer.normalize(markdownToDocument(text, vocabulary, services.createId) as never, { createId: services.createId }) as Descendant[]);
  };

  const enterMarkdown = (text: string) => {
    setDialog(null);
    setMarkdown(text);
    setMode('markdown');
  };

  const switchMode = () => {
    if (mode === 'markdown') {
      replaceDocument(editor, markdownToDocument(markdown, vocabulary, services.createId));
      normalizeWithCore(editor, plugins.normalizer, services.createId);
      refocusAfterRender.current = true;
      setMode('rich');
      return;
    }
    const exported = documentToMarkdown(editor.children, vocabulary);
    if (exported.losses.length > 0) setDialog({ kind: 'markdown-losses', ...exported });
    else enterMarkdown(exported.markdown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const native = event.nativeEvent;
    if (handleLongPageKey(native, editor, chunkScheduler)) {
      event.preventDefault();
      return;
    }
    // A shortcut acts where the caret is now, even just after the browser moved it.
    for (const { matches, mark } of hotkeys.marks) {
      if (matches(native)) {
        event.preventDefault();
        takeSelectionFromDom(editor);
        toggleMark(editor, mark);
        return;
      }
    }
    for (const { matches, command } of hotkeys.commands) {
      if (matches(native)) {
        takeSelectionFromDom(editor);
        if (command.isEnabled?.(editor) ?? true) {
          event.preventDefault();
          runCommand(command);
          return;
        }
      }
    }
    for (const { matches, handle } of hotkeys.keys) {
      if (!matches(native)) continue;
      takeSelectionFromDom(editor);
      if (handle(editor, services)) {
        event.preventDefault();
        return;
      }
    }
  };

  const handleChange = (value: Descendant[]) => {
    if (!editor.operations.some((op) => op.type !== 'set_selection')) return;
    onChange(value);
    cancelNormalize.current?.();
    cancelNormalize.current = scheduleWhenIdle(
      () => normalizeWithCore(editor, plugins.normalizer, services.createId),
      CORE_NORMALIZE_DELAY_MS,
    );
  };

  return (
    <div className="block-editor-frame">
      <Slate editor={editor} initialValue={initialValue} onChange={handleChange}>
        {readOnly ? null : (
          <EditorToolbar
            plugins={plugins}
            label={label}
            insertLevel={insertLevel}
            mode={mode}
            direction={direction}
            onDirectionChange={setDirection}
            onCommand={runCommand}
            onRefocus={() => focusEditor(editor)}
            onInsert={insert}
            onBlockType={applyBlockType}
            onSwitchMode={switchMode}
          />
        )}
        {mode === 'rich' ? (
          <ChunkSchedulerProvider value={chunkScheduler}>
            <Editable
              ref={optOutOfReactSelectionRestore}
              className="block-editor"
              aria-label={label}
              // Read-only, Slate drops the textbox role, and a name on a plain div is not allowed: it stays a read-only textbox.
              role="textbox"
              aria-multiline
              aria-readonly={readOnly || undefined}
              dir={direction}
              readOnly={readOnly}
              placeholder={placeholder}
              renderPlaceholder={renderPlaceholder}
              renderElement={renderElement}
              renderLeaf={renderLeaf}
              renderChunk={renderProgressiveChunk}
              onKeyDown={onKeyDown}
              spellCheck
            />
          </ChunkSchedulerProvider>
        ) : (
          <MarkdownSource label={label} value={markdown} direction={direction} onChange={changeMarkdown} />
        )}
        {dialog?.kind === 'command' ? (
          <CommandDialogHost open={dialog} editor={editor} services={services} onClose={() => closeCommandDialog(dialog)} />
        ) : null}
        {dialog?.kind === 'markdown-losses' ? (
          <MarkdownLossDialog
            losses={dialog.losses}
            onSwitch={() => enterMarkdown(dialog.markdown)}
            onCancel={() => {
              setDialog(null);
              focusEditor(editor);
            }}
          />
        ) : null}
      </Slate>
    </div>
  );
}
