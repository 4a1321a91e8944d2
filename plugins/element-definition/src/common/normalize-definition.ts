import { isFieldRecord, type ElementNormalizeContext, type ElementNormalizer, type FieldRecord } from '@quire/plugin-sdk';

/**
 * A record the editor can address and draw: it has an id, and content to type into (an
 * empty paragraph when it had none). `undefined` when it is whole already.
 */
function repairedRecord(record: FieldRecord, context: ElementNormalizeContext): FieldRecord | undefined {
  const missingId = typeof record.id !== 'string' || record.id === '';
  const empty = record.children.length === 0;
  if (!missingId && !empty) return undefined;
  return {
    ...record,
    ...(missingId ? { id: context.createId() } : {}),
    ...(empty ? { children: [{ type: 'p', id: context.createId(), children: [{ text: '' }] }] } : {}),
  };
}

function repairedList(value: unknown, context: ElementNormalizeContext): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  let changed = false;
  const list = value.map((item) => {
    const repaired = isFieldRecord(item) ? repairedRecord(item, context) : undefined;
    if (repaired) changed = true;
    return repaired ?? item;
  });
  return changed ? list : undefined;
}

/**
 * Core's rules keep a definition a void block; this rule repairs what it holds in its
 * fields, which core does not walk: each meaning, translation and the pronunciation gets
 * an id, and one left with no content gets an empty paragraph. A whole definition answers
 * `undefined`.
 * @public
 */
export const normalizeDefinition: ElementNormalizer = (definition, context) => {
  const meanings = repairedList(definition.meanings, context);
  const translations = repairedList(definition.translations, context);
  const pronunciation = isFieldRecord(definition.pronunciation) ? repairedRecord(definition.pronunciation, context) : undefined;
  if (!meanings && !translations && !pronunciation) return undefined;
  context.report(`Repaired the meanings, translations or pronunciation of definition '${definition.id ?? ''}'`);
  return {
    ...definition,
    ...(meanings ? { meanings } : {}),
    ...(translations ? { translations } : {}),
    ...(pronunciation ? { pronunciation } : {}),
  };
};
