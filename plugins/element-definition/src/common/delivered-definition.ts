import { audioClip, fieldRecords, isFieldRecord, recordText, type AudioClip, type Element } from '@quire/plugin-sdk';

/** What a definition shows a learner, read and checked from the stored element. @public */
export interface DeliveredDefinition {
  /** The term, trimmed ('' when unset). */
  readonly term: string;
  /** The meanings' texts, in order, without the blank ones. */
  readonly meanings: readonly string[];
  /** The translations' texts, in order, without the blank ones. */
  readonly translations: readonly string[];
  /** The written pronunciation ('' when unset). */
  readonly pronunciation: string;
  /** The recorded pronunciation, when its address is usable. */
  readonly audio?: AudioClip;
}

const texts = (value: unknown): string[] => fieldRecords(value).map(recordText).filter((text) => text !== '');

/** Reads a stored definition for a view. @public */
export function deliveredDefinition(element: Element): DeliveredDefinition {
  const pronunciation = isFieldRecord(element.pronunciation) ? element.pronunciation : undefined;
  const audio = audioClip(pronunciation?.src, pronunciation?.contenttype);
  return {
    term: typeof element.term === 'string' ? element.term.trim() : '',
    meanings: texts(element.meanings),
    translations: texts(element.translations),
    pronunciation: recordText(pronunciation),
    ...(audio ? { audio } : {}),
  };
}

/** Whether a definition has nothing to show. @public */
export function isEmptyDefinition(definition: DeliveredDefinition): boolean {
  return definition.term === '' && definition.meanings.length === 0 && definition.translations.length === 0 && definition.pronunciation === '' && !definition.audio;
}
