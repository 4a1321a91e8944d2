import type { ZodType } from 'zod';
import type { ElementStructure } from '../../model/element-structure.js';
import type { ContentSlots } from '../../model/elements/content-slots.js';
import type { Descendant, Element } from '../../model/node.js';

/** What an element normaliser is told about where it runs. @public */
export interface ElementNormalizeContext {
  /** A fresh unique id for a node the rule creates. */
  createId(): string;
  /** Reports a repair; the host logs it (normalisation failures are only logged, spec §8). */
  report(message: string): void;
}

/**
 * A plugin's own repair rule for its kind, run by the engine after the structural rules.
 * Returns the replacement node(s), or `undefined` when the element is already valid, so
 * the engine can reach a fixed point cheaply.
 * @public
 */
export type ElementNormalizer = (
  element: Element,
  context: ElementNormalizeContext,
) => Descendant | readonly Descendant[] | undefined;

/**
 * The host-independent half of an element contribution (extension point
 * `quire.element`). The React views live in the plugin's `./authoring` and `./delivery`
 * parts.
 * @public
 */
export interface ElementContribution {
  readonly kind: string;
  /** Block or inline, children's content model, nesting traits. */
  readonly structure: ElementStructure;
  /** Validates the element's own fields (children are walked separately). */
  readonly schema?: ZodType;
  /**
   * The rich content the element holds in fields (a caption, a popup's body), which the
   * server checks node by node like children, so a script URL in a caption is caught too.
   */
  readonly slots?: ContentSlots;
  readonly normalize?: ElementNormalizer;
  /**
   * The element's learner view runs in the browser after the server has drawn it (a
   * player, a popup): a page holding it hydrates it. Without it the server's HTML is the
   * element as learners get it, and learner pages load none of its script.
   */
  readonly interactive?: boolean;
}
/** @public */
export const ElementContribution = Symbol.for('quire.element');
