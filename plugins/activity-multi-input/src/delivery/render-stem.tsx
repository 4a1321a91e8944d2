import type { ReactNode } from 'react';
import type { Descendant } from '@quire/plugin-sdk';
import { StemInputs } from './stem-inputs.js';

/**
 * Draws the stem through the host's `renderContent`, with each `input_ref` showing
 * `renderInput(id)` (its answer field) where it stands, whatever element holds it.
 * @public
 */
export function renderStem(
  nodes: readonly Descendant[],
  renderContent: (nodes: readonly Descendant[]) => ReactNode,
  renderInput: (id: string) => ReactNode,
): ReactNode {
  return <StemInputs.Provider value={renderInput}>{renderContent(nodes)}</StemInputs.Provider>;
}
