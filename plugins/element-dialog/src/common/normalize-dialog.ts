import type { ElementNormalizeContext, ElementNormalizer } from '@quire/plugin-sdk';
import { DIALOG_LINE_KIND } from './dialog-kinds.js';
import { EMPTY_LINE_CONTENT } from './dialog-edits.js';

type StoredRecord = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is StoredRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasId = (record: StoredRecord): record is StoredRecord & { id: string } => typeof record.id === 'string' && record.id !== '';

/**
 * Each record gets an id unique in its list (a copied or hand-made one may have none, or
 * the same as another), and `repair` fixes the rest; entries that are no record go.
 * `undefined` when the list is whole already.
 */
function repairedList(value: unknown, context: ElementNormalizeContext, repair: (record: StoredRecord) => StoredRecord | undefined): StoredRecord[] | undefined {
  if (!Array.isArray(value)) return undefined;
  let changed = false;
  const seen = new Set<string>();
  const out: StoredRecord[] = [];
  for (const item of value) {
    if (!isRecord(item)) {
      changed = true;
      continue;
    }
    let record = repair(item) ?? item;
    if (!hasId(record) || seen.has(record.id)) record = { ...record, id: context.createId() };
    seen.add(record.id as string);
    if (record !== item) changed = true;
    out.push(record);
  }
  return changed ? out : undefined;
}

function repairedSpeaker(speaker: StoredRecord): StoredRecord | undefined {
  return typeof speaker.name === 'string' ? undefined : { ...speaker, name: '' };
}

function repairedLine(line: StoredRecord): StoredRecord | undefined {
  const wrongType = line.type !== DIALOG_LINE_KIND;
  const empty = !Array.isArray(line.children) || line.children.length === 0;
  if (!wrongType && !empty) return undefined;
  return { ...line, type: DIALOG_LINE_KIND, ...(empty ? { children: EMPTY_LINE_CONTENT } : {}) };
}

/**
 * Core's rules keep a dialog a void block; this rule repairs what it keeps in its fields,
 * which core does not walk. Each speaker and line gets an id of its own (a later duplicate
 * a new one: lines keep speaking as the first speaker of that id), a speaker a name, and a
 * line its kind and, when it has no content, an empty text to type into. A line whose
 * speaker is unknown is kept as it is: the editor marks it for the author to choose. A whole
 * dialog answers `undefined`.
 * @public
 */
export const normalizeDialog: ElementNormalizer = (dialog, context) => {
  const speakers = repairedList(dialog.speakers, context, repairedSpeaker);
  const lines = repairedList(dialog.lines, context, repairedLine);
  if (!speakers && !lines) return undefined;
  context.report(`Repaired the speakers or lines of dialog '${dialog.id ?? ''}'`);
  return { ...dialog, ...(speakers ? { speakers } : {}), ...(lines ? { lines } : {}) };
};
