import { parseChoiceInput, type Choice } from '@quire/plugin-sdk';

/**
 * The order a learner starts from: their last submitted order when it still orders
 * every choice, else the choices as delivered (shuffled by the server).
 * @public
 */
export function initialOrder(choices: readonly Choice[], response: unknown): string[] {
  const ids = choices.map((choice) => choice.id);
  const parsed = parseChoiceInput(response, 'order', ids);
  return 'ids' in parsed ? [...parsed.ids] : ids;
}
