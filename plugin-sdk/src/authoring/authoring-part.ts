/**
 * The contract of a plugin's authoring part: the views, commands, shortcuts and paste rules
 * it gives the block editor, and the services the editor gives it back.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Editor, Range } from 'slate';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import type { ElementStructure, Element as QuireElement, MediaTypeFilter } from '@quire/core';
import type { PluginHooks } from '@quire/core';
import type { ActivityEditor, RichTextFieldProps } from '../activity/activity-views.js';
import type { MarkdownConversion } from './markdown/markdown-conversion.js';
import type { ApiRequest } from '../content/api-request.js';
import type { ContentTypeRequest } from '../content/content-type-request.js';
import type { CommandTargetDeclaration } from './command-targets.js';

/**
 * Commands every Quire editor has, so plugins can change what they do for their own
 * kinds (Slate's override habit: keep the previous function and call it for the rest).
 * @public
 */
export interface QuireEditorCommands {
  /**
   * Turns the text blocks under the selection into `kind` (p, h1…h6). The list plugin
   * overrides it to lift the blocks out of a list first; others may do the same for
   * their containers.
   */
  setTextBlockType(kind: string, fields?: Readonly<Record<string, unknown>>): void;
}

/** Insert-menu categories, in the order the toolbar shows them (spec authoring §9). @public */
export const COMMAND_CATEGORIES = ['Formatting', 'Media', 'STEM', 'General', 'Language', 'Structure', 'Other'] as const;
/** @public */
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number];

/**
 * Insert-menu levels (spec authoring §9): `inline` offers no block inserts, `limited` a
 * few, `extended` most, `all` everything including page links. A command appears at its
 * level and every level above.
 * @public
 */
export const INSERT_MENU_LEVELS = ['inline', 'limited', 'extended', 'all'] as const;
/** @public */
export type InsertMenuLevel = (typeof INSERT_MENU_LEVELS)[number];

/** An entry of the insert menu. @public */
export interface InsertCommand {
  readonly label: string;
  readonly category: CommandCategory;
  /** The lowest menu level that offers it. */
  readonly level: InsertMenuLevel;
  readonly description?: string;
  /** Builds the element to insert; `createId` gives unique ids. */
  create(createId: () => string): QuireElement;
}

/** Props of an element's authoring view: Slate's, with the element typed. @public */
export type ElementEditorProps = RenderElementProps;

/**
 * A Markdown shortcut typed at the start of a block and followed by a space, e.g. `##`
 * for a heading or `*` for a bulleted list.
 * @public
 */
export interface MarkdownShortcut {
  /** The text typed before the space, e.g. `##`, `*`, `1.`. */
  readonly trigger: string;
  /** Turns the current text block into this kind (with these fields). */
  readonly kind: string;
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Wraps the block in these containers, outermost first: `['ul', 'li']` for a list. */
  readonly wrapIn?: readonly string[];
}

/**
 * A paste rule: turns one sanitised HTML element into editor nodes (an element, or a list
 * of nodes such as `wrapInlineRuns` gives), or returns
 * `undefined` when the tag is not this plugin's. `convertChildren` converts the
 * element's children through every plugin's rules; `structures` are those of the editor's
 * element kinds, by kind (which are inline, for `wrapInlineRuns`).
 * @public
 */
export type PasteRule = (
  element: { readonly tagName: string; getAttribute(name: string): string | null },
  convertChildren: () => QuireElement['children'],
  createId: () => string,
  structures: ReadonlyMap<string, ElementStructure>,
) => QuireElement | QuireElement['children'] | undefined;

/** How an element kind is edited. @public */
export interface AuthoringElement {
  readonly component: (props: ElementEditorProps) => ReactNode;
  readonly insert?: InsertCommand;
  /** Extra insert commands for variants of the kind (h1…h6, ordered list…). */
  readonly inserts?: readonly InsertCommand[];
  readonly markdown?: readonly MarkdownShortcut[];
  /** Label in the block type dropdown, for text blocks that convert into one another. */
  readonly blockTypeLabel?: string;
  /**
   * Elements of this kind take commands on the learner's page (a video plays a cue): a
   * command button's dialog lists them as targets, with this label and message editor.
   */
  readonly commandTarget?: CommandTargetDeclaration;
}

/** How a mark is drawn in the editor. @public */
export interface AuthoringMark {
  readonly render: (children: ReactNode, leaf: RenderLeafProps['leaf']) => ReactNode;
}

/** A page of the project, as a link target. @public */
export interface PageLinkTarget {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
}

/**
 * What an element asks the media picker for (spec authoring §2 "Media picker"): the
 * dialog's title ('Select Image'…), the media types it accepts (the media manager's type
 * filters, or `'all'`), and whether the 'External URL' tab is offered.
 * @public
 */
export interface MediaPickerRequest {
  readonly title: string;
  readonly mediaTypes: readonly MediaTypeFilter[] | 'all';
  /** Offers the 'External URL' tab ('Enter the media URL address'); true when left out. */
  readonly allowUrl?: boolean;
  /** The address chosen before, shown as the current choice. */
  readonly currentUrl?: string;
}

/** What the learner's author picked: a library item or an external address. @public */
export interface PickedMedia {
  readonly url: string;
  readonly mimeType?: string;
  readonly fileName?: string;
  /** `media_library` for a project library item, `url` for an address typed in. */
  readonly source: 'media_library' | 'url';
}

/** What the block editor offers its plugins. @public */
export interface EditorServices {
  /** A new unique element id. */
  readonly createId: () => string;
  readonly projectSlug: string;
  /** The project's pages in reading order (spec: GET /project/{slug}/link). */
  readonly loadPages: () => Promise<readonly PageLinkTarget[]>;
  /**
   * Opens the media picker (the project's media library and an external address) and
   * resolves with the choice, or `undefined` when the author cancels.
   */
  readonly pickMedia: (request: MediaPickerRequest) => Promise<PickedMedia | undefined>;
  /** Calls the plugins' content-type routes (`/api/v1/content_types/<kind>`) as the author. */
  readonly requestContentType: ContentTypeRequest;
  /** Calls any route of the server's API (`/api/v1<path>`) as the author. */
  readonly requestApi: ApiRequest;
  /**
   * The page editor's rich-text field (its block editor, in small), for rich content an
   * element keeps in a field and edits in its dialog (a popup's body). Absent where the
   * host gives none, such as a test that needs none.
   */
  readonly RichTextField?: ComponentType<RichTextFieldProps>;
}

/** Props of a toolbar command's dialog. @public */
export interface CommandDialogProps {
  readonly editor: Editor;
  readonly services: EditorServices;
  /** The selection when the dialog opened; the editor loses focus while it is open. */
  readonly selection: Range | null;
  /** Closes the dialog and gives the focus back to the editor. */
  readonly close: () => void;
}

/**
 * A toolbar command: a button beside bold and italic (`primary`) or an entry of the
 * 'More' menu (`more`). It either runs at once or opens its dialog.
 * @public
 */
export interface ToolbarCommand {
  readonly id: string;
  readonly label: string;
  readonly placement: 'primary' | 'more';
  /** Short text drawn on the button; the label is its accessible name. */
  readonly icon?: string;
  /** is-hotkey syntax, e.g. `mod+l`. */
  readonly hotkey?: string;
  readonly isActive?: (editor: Editor) => boolean;
  readonly isEnabled?: (editor: Editor) => boolean;
  readonly run?: (editor: Editor, services: EditorServices) => void;
  readonly dialog?: (props: CommandDialogProps) => ReactNode;
}

/** An entry of the block type dropdown (Paragraph, Heading 1, Bulleted list…). @public */
export interface BlockTypeOption {
  readonly id: string;
  readonly label: string;
  readonly isActive: (editor: Editor) => boolean;
  readonly apply: (editor: Editor, services: EditorServices) => void;
}

/**
 * A key the plugin handles (is-hotkey syntax: `tab`, `shift+tab`, `enter`,
 * `backspace`…). Handlers run in plugin order; the first that returns true takes the key.
 * @public
 */
export interface KeyHandler {
  readonly hotkey: string;
  readonly handle: (editor: Editor, services: EditorServices) => boolean;
}

/** The authoring part of a plugin. @public */
export interface AuthoringPart {
  readonly elements?: Readonly<Record<string, AuthoringElement>>;
  readonly marks?: Readonly<Record<string, AuthoringMark>>;
  readonly pasteRules?: readonly PasteRule[];
  /** Pasted inline tags that become marks, lower-case tag name to mark: `{ b: 'strong' }`. */
  readonly pasteMarks?: Readonly<Record<string, string>>;
  /** Keyboard shortcuts that toggle marks, e.g. `{ 'mod+b': 'strong' }`. */
  readonly markHotkeys?: Readonly<Record<string, string>>;
  /** Toolbar buttons and 'More' entries (title cycle, links…). */
  readonly toolbarCommands?: readonly ToolbarCommand[];
  /** Block type dropdown entries beyond the `blockTypeLabel` text blocks. */
  readonly blockTypes?: readonly BlockTypeOption[];
  readonly keyHandlers?: readonly KeyHandler[];
  /** How the plugin's kinds and marks become Markdown and come back (switch to Markdown). */
  readonly markdownConversion?: MarkdownConversion;
  /**
   * Overrides editor behaviour for the plugin's kinds (insertBreak, deleteBackward,
   * setTextBlockType…), keeping and calling the previous function for everything else.
   */
  readonly extendEditor?: (editor: Editor, services: EditorServices) => Editor;
  /** Activity editors by activity-type slug (each typed with its own model, hence `any`). */
  readonly activities?: Readonly<Record<string, ActivityEditor<any>>>;
  /** Taps the plugin host's hooks; `pluginId` is the tap name. */
  readonly setup?: (hooks: PluginHooks, pluginId: string) => void;
  /** The screens of the project pages the manifest declares (`projectPages`), by their id. */
  readonly projectPages?: Readonly<Record<string, ComponentType<ProjectPageProps>>>;
}

/**
 * Props of a project page's screen (`/authoring/project/{projectSlug}/{id}`): the host
 * draws the heading, the crumbs back to the project and the frame around it.
 * @public
 */
export interface ProjectPageProps {
  readonly projectSlug: string;
  /** Calls the server's API as the author. */
  readonly requestApi: ApiRequest;
}
