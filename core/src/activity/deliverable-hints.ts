import type { Part, RichText } from '../model/activity.js';
import { modelParts } from './evaluate-activity.js';
import { isBlankRichText } from './is-blank-rich-text.js';

/**
 * The hints of a part a learner may be handed, in order: blank ones (a new part starts
 * with three empty hints) are skipped. The server hands them out one by one and the
 * authoring preview does the same, so both count the same hints.
 * @public
 */
export function deliverableHints(model: unknown, partId: string): RichText[] {
  const part: Part | undefined = modelParts(model).find((candidate) => candidate.id === partId);
  const hints = Array.isArray(part?.hints) ? part.hints : [];
  return hints.filter((hint) => hint !== null && typeof hint === 'object' && !isBlankRichText(hint.content));
}
