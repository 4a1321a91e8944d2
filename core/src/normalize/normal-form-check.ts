import type { ElementNormalizeContext } from '../extension/points/element.js';
import type { Descendant, Element, Path, Text } from '../model/node.js';
import { createId as randomId } from '../util/create-id.js';
import type { CompiledGrammar, CompiledKind } from './compiled-grammar.js';
import { hasContent } from './has-content.js';
import type { IdHashSet } from './id-set.js';
import { cleanMarkCount, isEmptyVoidChildren, textsStayApart } from './text-leaf.js';

const NO_CURSOR = -1;

/**
 * The normaliser's quick check, as in Unicode normalisation: whether a pass of the
 * normaliser would leave a document exactly as it is. Most documents arrive already
 * normal (an editor saves what it normalised), and for them one read-only walk that
 * allocates nothing replaces the pass with its copy-on-write bookkeeping. The check
 * mirrors the pass rule by rule, and answers false whenever it is in doubt; the
 * normaliser then runs the pass, which decides.
 *
 * Plugin rules run here too, with a context of the check's own: their reports wait for
 * the verdict (a rule that changes nothing is heard once; one that changes something is
 * run again by the pass), and the ids they take do not come from the caller's generator.
 * @internal
 */
export class NormalFormCheck {
  /** Kinds each open ancestor keeps out of its subtree, innermost last; `excludedDepth` are in use. */
  private readonly excluded: (readonly string[])[] = [];
  private excludedDepth = 0;
  private cursor: Path | undefined;
  private readonly pendingReports: string[] = [];
  private readonly ruleContext: ElementNormalizeContext = {
    createId: randomId,
    report: (message) => this.pendingReports.push(message),
  };

  constructor(
    private readonly grammar: CompiledGrammar,
    private readonly ids: IdHashSet,
  ) {}

  /**
   * Whether `document` is in normal form, `cursor` as in `NormalizeOptions`. When the
   * answer is true, `report` hears what plugin rules reported on the way.
   */
  isNormal(document: readonly Descendant[], cursor: Path | undefined, report: ((message: string) => void) | undefined): boolean {
    this.ids.clear();
    this.cursor = cursor;
    this.excludedDepth = 0;
    this.pendingReports.length = 0;
    if (!Array.isArray(document)) return false;
    const cursorIndex = cursor !== undefined && cursor.length > 0 ? cursor[0] : NO_CURSOR;
    if (!this.listIsNormal(document, undefined, 0, cursorIndex, false)) return false;
    const grammar = this.grammar;
    if (!grammar.isDocumentEdge(document[0]) || !grammar.isDocumentEdge(document[document.length - 1])) return false;
    if (report !== undefined) for (const message of this.pendingReports) report(message);
    return true;
  }

  /**
   * Whether the children of `parent` (the root when undefined) are normal and arranged as
   * its content model wants: the checks of `normalizeChildren`, `normalizeElement` and
   * the arrange functions, for one list, in one loop.
   */
  private listIsNormal(
    children: readonly Descendant[],
    parent: CompiledKind | undefined,
    depth: number,
    cursorIndex: number,
    parentOnCursorPath: boolean,
  ): boolean {
    const holdsInline = parent !== undefined && parent.holdsInline;
    const plainText = parent !== undefined && parent.holdsPlainText;
    const grammar = this.grammar;
    const ids = this.ids;
    const marks = grammar.marks;
    let texts = 0;
    let blocks = 0;
    let inlines = 0;
    let structural = 0;
    let touchingSpaced = 0;
    let previousSpaced = false;
    let hasText = false;
    let inlineArranged = holdsInline && children.length > 0;
    let previousText: string | undefined;
    let previousNode: Descendant | undefined;
    let previousMarks = 0;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      // Read as `normalizeChildren` reads: one pass over the keys.
      const fields = child as unknown as Record<string, unknown>;
      let text: unknown;
      let type: unknown;
      let id: unknown;
      let grandchildren: unknown;
      let otherKeys = 0;
      let markCount = 0;
      for (const key in child) {
        if (key === 'text') {
          text = fields[key];
          continue;
        }
        otherKeys++;
        if (key === 'type') type = fields[key];
        else if (key === 'id') id = fields[key];
        else if (key === 'children') grandchildren = fields[key];
        else if (markCount >= 0) markCount = text !== undefined && fields[key] === true && grammar.isMark(key) ? markCount + 1 : -1;
      }

      if (typeof text === 'string') {
        texts++;
        if (text !== '') hasText = true;
        previousSpaced = false;
        if (inlineArranged) {
          if (markCount !== otherKeys) markCount = cleanMarkCount(child as Text, marks);
          if (markCount < 0 || (plainText && markCount !== 0)) inlineArranged = false;
          else if (
            previousText !== undefined &&
            !textsStayApart(previousText, previousNode as Text, previousMarks, text, child as Text, markCount)
          ) {
            inlineArranged = false;
          }
          previousText = text;
          previousNode = child;
          previousMarks = markCount;
        }
        continue;
      }
      if (inlineArranged && (previousText === undefined || plainText)) inlineArranged = false;
      previousText = undefined;

      if (typeof type !== 'string' || typeof child !== 'object' || child === null) return false;
      // A hash met before may be a duplicate: the pass decides.
      if (typeof id !== 'string' || id === '' || !ids.add(id)) return false;
      const spec = grammar.get(type);
      if (spec === undefined) {
        // Kept as it is, children unseen; only a list of allowed kinds objects to it.
        if (parent?.allowed !== undefined && !parent.allowed.has(type)) return false;
        previousSpaced = false;
        continue;
      }
      if (this.excludedDepth > 0 && this.isExcluded(spec.kind)) return false;
      if (spec.isVoid) {
        // The plugin's rule comes first, as in the pass.
        if (!this.ruleKeeps(child as Element, spec) || !isEmptyVoidChildren(grandchildren)) return false;
      } else {
        if (!Array.isArray(grandchildren)) return false;
        const onCursorPath = i === cursorIndex;
        const cursor = this.cursor;
        const childCursorIndex = onCursorPath && cursor !== undefined && cursor.length > depth + 1 ? cursor[depth + 1] : NO_CURSOR;
        const excludes = spec.excludes;
        if (excludes !== undefined) this.excluded[this.excludedDepth++] = excludes;
        const normal = this.listIsNormal(grandchildren as Descendant[], spec, depth + 1, childCursorIndex, onCursorPath);
        if (excludes !== undefined) this.excludedDepth--;
        if (!normal || !this.ruleKeeps(child as Element, spec)) return false;
      }
      if (parent?.allows !== undefined && parent.allows[spec.index] === 0) return false;
      if (spec.isInline) {
        inlines++;
        previousSpaced = false;
      } else {
        blocks++;
        if (spec.parents !== undefined) structural++;
        if (spec.spaced && previousSpaced) touchingSpaced++;
        previousSpaced = spec.spaced;
      }
    }

    // Without a default text block, inline content among blocks and an empty list stay.
    const wrapsInline = grammar.defaultTextBlock !== undefined;
    const blocksArranged =
      (!wrapsInline || (children.length > 0 && texts === 0 && inlines === 0)) && structural === 0 && touchingSpaced === 0;
    // Inline content ends with a text.
    const inlineDone = inlineArranged && previousText !== undefined;
    let arranged: boolean;
    if (parent === undefined || parent.holdsBlocks) arranged = blocksArranged;
    else if (parent.holdsAllowedKinds) arranged = children.length > 0 && texts === 0;
    else if (parent.holdsCells) arranged = blocks === 0 ? inlineDone : blocksArranged;
    else arranged = blocks === 0 && inlineDone;
    if (!arranged) return false;
    return !(parent?.removeWhenEmpty && !parentOnCursorPath && !hasText && !hasContent(children, this.grammar));
  }

  private isExcluded(kind: string): boolean {
    for (let i = 0; i < this.excludedDepth; i++) if (this.excluded[i].includes(kind)) return true;
    return false;
  }

  /** Whether the plugin rule of `spec`, if any, leaves `element` as it is. */
  private ruleKeeps(element: Element, spec: CompiledKind): boolean {
    return spec.normalize === undefined || spec.normalize(element, this.ruleContext) === undefined;
  }
}
