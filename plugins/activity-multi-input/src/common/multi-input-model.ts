import { createId, emptyRichContent } from '@quire/plugin-sdk';
import { type MultiInputModel } from './multi-input-schema.js';
import { createInput } from './create-input.js';
import { appendInputRef } from './stem-input-refs.js';

/** A new multi-input question (spec authoring §3): a stem holding one numeric input. @public */
export function createMultiInputModel(makeId: () => string = createId): MultiInputModel {
  const { input, part } = createInput('numeric', makeId);
  return {
    stem: { id: makeId(), content: appendInputRef(emptyRichContent(), input.id) },
    choices: [],
    inputs: [input],
    authoring: { parts: [part], targeted: [], transformations: [], previewText: '' },
  };
}
