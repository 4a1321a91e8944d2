/**
 * A dialog as its views draw it, read from whatever the element holds: a page saved by an
 * older version or imported from elsewhere may carry anything, and a view must never fail
 * on it. Pure and free of zod, so learner pages do not download the schemas.
 */
import { isSafeUrl, type Descendant, type Element } from '@quire/plugin-sdk';

/** A speaker as the views draw it. @public */
export interface DialogSpeakerView {
  readonly id: string;
  /** The name as stored ('' when the author gave none). */
  readonly name: string;
  /** The portrait's address, only when it may reach a `src`. */
  readonly image?: string;
}

/** A line as the views draw it. @public */
export interface DialogLineView {
  readonly id?: string;
  /** The id of the speaker who says it, as stored; it may name no speaker of the dialog. */
  readonly speaker?: string;
  readonly children: readonly Descendant[];
}

/** What a dialog's views draw. @public */
export interface DialogView {
  readonly title: string;
  readonly speakers: readonly DialogSpeakerView[];
  readonly lines: readonly DialogLineView[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The speakers a dialog stores, as records (for edits that keep whatever else they hold). @public */
export function storedSpeakers(element: Element): readonly Record<string, unknown>[] {
  return list(element.speakers).filter(isRecord);
}

/** The lines a dialog stores, as records. @public */
export function storedLines(element: Element): readonly Record<string, unknown>[] {
  return list(element.lines).filter(isRecord);
}

function speakerView(record: Record<string, unknown>): DialogSpeakerView | undefined {
  if (typeof record.id !== 'string' || record.id === '') return undefined;
  const image = typeof record.image === 'string' && record.image.trim() !== '' && isSafeUrl(record.image) ? record.image : undefined;
  return { id: record.id, name: typeof record.name === 'string' ? record.name : '', ...(image ? { image } : {}) };
}

function lineView(record: Record<string, unknown>): DialogLineView {
  return {
    ...(typeof record.id === 'string' ? { id: record.id } : {}),
    ...(typeof record.speaker === 'string' ? { speaker: record.speaker } : {}),
    children: list(record.children).filter(isRecord) as unknown as Descendant[],
  };
}

/** The dialog's title, speakers (those with an id) and lines, whatever the element holds. @public */
export function readDialog(element: Element): DialogView {
  return {
    title: typeof element.title === 'string' ? element.title.trim() : '',
    speakers: storedSpeakers(element).flatMap((record) => speakerView(record) ?? []),
    lines: storedLines(element).map(lineView),
  };
}

/** The speaker who says `line`, or `undefined` when its id names none of the dialog's speakers. @public */
export function speakerOf(dialog: DialogView, line: DialogLineView): DialogSpeakerView | undefined {
  return line.speaker === undefined ? undefined : dialog.speakers.find((speaker) => speaker.id === line.speaker);
}

/** What the editor calls a speaker: its name, or 'Speaker 2' while it has none. @public */
export function speakerLabel(speaker: DialogSpeakerView, index: number): string {
  return speaker.name.trim() || `Speaker ${index + 1}`;
}
