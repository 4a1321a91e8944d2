/**
 * The edits an author makes to a dialog, as the fields to store. Each reads the dialog as it
 * is now and answers the fields that change, or `undefined` when there is nothing to do (a
 * speaker already at the top, a full dialog). Records keep whatever else they hold.
 */
import type { Descendant, Element } from '@quire/plugin-sdk';
import { DIALOG_LINE_KIND } from './dialog-kinds.js';
import { MAX_DIALOG_LINES, MAX_DIALOG_SPEAKERS, MAX_DIALOG_TITLE_LENGTH, MAX_SPEAKER_NAME_LENGTH } from './dialog-limits.js';
import { storedLines, storedSpeakers } from './read-dialog.js';

type StoredRecord = Readonly<Record<string, unknown>>;

/** The fields of a dialog an edit changes; a field given as `undefined` is removed. @public */
export type DialogFields = {
  readonly title?: string | undefined;
  readonly speakers?: readonly StoredRecord[];
  readonly lines?: readonly StoredRecord[];
};

/** What becomes of the lines of a speaker who is deleted: given to another speaker, or deleted too. @public */
export type SpokenLinesFate = { readonly reassignTo: string } | 'delete';

/** Content of a new line: nothing typed yet. The editor's rich-text field opens it as an empty paragraph. @public */
export const EMPTY_LINE_CONTENT: readonly Descendant[] = [{ text: '' }];

const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** A new title, trimmed and bounded; a blank one removes the field. @public */
export function titleEdit(current: Element, text: string): DialogFields | undefined {
  const title = text.trim().slice(0, MAX_DIALOG_TITLE_LENGTH);
  const stored = typeof current.title === 'string' ? current.title : '';
  if (title === stored) return undefined;
  return { title: title === '' ? undefined : title };
}

/** A speaker with no name yet at the end of the list, unless the dialog is full. @public */
export function speakerAdded(current: Element, id: string): DialogFields | undefined {
  const speakers = storedSpeakers(current);
  if (speakers.length >= MAX_DIALOG_SPEAKERS) return undefined;
  return { speakers: [...speakers, { id, name: '' }] };
}

function speakerChanged(current: Element, id: string, change: (speaker: StoredRecord) => StoredRecord | undefined): DialogFields | undefined {
  const speakers = storedSpeakers(current);
  const index = speakers.findIndex((speaker) => speaker.id === id);
  if (index < 0) return undefined;
  const changed = change(speakers[index]);
  if (!changed) return undefined;
  return { speakers: speakers.map((speaker, i) => (i === index ? changed : speaker)) };
}

/** A speaker's new name, trimmed and bounded. @public */
export function speakerRenamed(current: Element, id: string, name: string): DialogFields | undefined {
  const next = name.trim().slice(0, MAX_SPEAKER_NAME_LENGTH);
  return speakerChanged(current, id, (speaker) => (speaker.name === next ? undefined : { ...speaker, name: next }));
}

/** A speaker's portrait set to `image`, or removed when it is `undefined`. @public */
export function speakerImageSet(current: Element, id: string, image: string | undefined): DialogFields | undefined {
  return speakerChanged(current, id, (speaker) => {
    if (speaker.image === image) return undefined;
    const { image: _old, ...rest } = speaker;
    return image === undefined ? rest : { ...rest, image };
  });
}

/** A speaker moved one place up (`-1`) or down (`1`); lines keep their speakers. @public */
export function speakerMoved(current: Element, id: string, offset: -1 | 1): DialogFields | undefined {
  const speakers = storedSpeakers(current);
  const index = speakers.findIndex((speaker) => speaker.id === id);
  const to = index + offset;
  if (index < 0 || to < 0 || to >= speakers.length) return undefined;
  return { speakers: moved(speakers, index, to) };
}

/** How many lines the speaker `id` says. @public */
export function linesSpokenBy(current: Element, id: string): number {
  return storedLines(current).filter((line) => line.speaker === id).length;
}

/**
 * The speaker `id` deleted. Its lines go to another speaker of the dialog, or are deleted
 * with it; nothing else changes.
 * @public
 */
export function speakerRemoved(current: Element, id: string, fate: SpokenLinesFate): DialogFields | undefined {
  const speakers = storedSpeakers(current);
  if (!speakers.some((speaker) => speaker.id === id)) return undefined;
  const remaining = speakers.filter((speaker) => speaker.id !== id);
  const lines = storedLines(current);
  if (!lines.some((line) => line.speaker === id)) return { speakers: remaining };
  if (fate === 'delete') return { speakers: remaining, lines: lines.filter((line) => line.speaker !== id) };
  if (!remaining.some((speaker) => speaker.id === fate.reassignTo)) return undefined;
  return { speakers: remaining, lines: lines.map((line) => (line.speaker === id ? { ...line, speaker: fate.reassignTo } : line)) };
}

/**
 * Who says a new line: the speaker after the one who said the last line, so a conversation
 * of two alternates; the first speaker when there are no lines or the last speaker is unknown.
 * @public
 */
export function nextSpeakerId(current: Element): string | undefined {
  const ids = storedSpeakers(current)
    .map((speaker) => speaker.id)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  const lines = storedLines(current);
  const last = ids.indexOf(lines[lines.length - 1]?.speaker as string);
  return ids[last < 0 ? 0 : (last + 1) % ids.length];
}

/** A new empty line at the end, said by {@link nextSpeakerId}; none without speakers or past the limit. @public */
export function lineAdded(current: Element, id: string): DialogFields | undefined {
  const lines = storedLines(current);
  const speaker = nextSpeakerId(current);
  if (speaker === undefined || lines.length >= MAX_DIALOG_LINES) return undefined;
  return { lines: [...lines, { type: DIALOG_LINE_KIND, id, speaker, children: EMPTY_LINE_CONTENT }] };
}

function lineChanged(current: Element, id: string, change: (line: StoredRecord) => StoredRecord | undefined): DialogFields | undefined {
  const lines = storedLines(current);
  const index = lines.findIndex((line) => line.id === id);
  if (index < 0) return undefined;
  const changed = change(lines[index]);
  if (!changed) return undefined;
  return { lines: lines.map((line, i) => (i === index ? changed : line)) };
}

/** A line given to the speaker `speaker`, which must be one of the dialog's. @public */
export function lineSpeakerSet(current: Element, id: string, speaker: string): DialogFields | undefined {
  if (!storedSpeakers(current).some((record) => record.id === speaker)) return undefined;
  return lineChanged(current, id, (line) => (line.speaker === speaker ? undefined : { ...line, speaker }));
}

/** A line's new rich content. @public */
export function lineTextSet(current: Element, id: string, children: readonly Descendant[]): DialogFields | undefined {
  return lineChanged(current, id, (line) => (line.children === children ? undefined : { ...line, children: children.length > 0 ? children : EMPTY_LINE_CONTENT }));
}

/** A line moved one place up (`-1`) or down (`1`). @public */
export function lineMoved(current: Element, id: string, offset: -1 | 1): DialogFields | undefined {
  const lines = storedLines(current);
  const index = lines.findIndex((line) => line.id === id);
  const to = index + offset;
  if (index < 0 || to < 0 || to >= lines.length) return undefined;
  return { lines: moved(lines, index, to) };
}

/** A line deleted. @public */
export function lineRemoved(current: Element, id: string): DialogFields | undefined {
  const lines = storedLines(current);
  if (!lines.some((line) => line.id === id)) return undefined;
  return { lines: lines.filter((line) => line.id !== id) };
}
