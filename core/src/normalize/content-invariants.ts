import type { ElementContribution } from '../extension/points/element.js';
import type { Descendant, Element, Text } from '../model/node.js';
import { CompiledGrammar, type CompiledKind } from './compiled-grammar.js';
import { hasContent } from './has-content.js';
import { cleanMarkCount, hasMarksOf } from './text-leaf.js';

const SILENT_RULE_CONTEXT = { createId: () => 'invariant-check', report: () => undefined };

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

/**
 * Lists every way a document breaks the normal form of spec authoring §5 (an empty list
 * means it is normal). Used to test the normaliser and plugin rules: whatever the input,
 * the normaliser's output must pass.
 * @public
 */
export function contentInvariantViolations(
  document: readonly Descendant[],
  elements: Iterable<ElementContribution>,
  marks?: Iterable<string>,
): string[] {
  const grammar = new CompiledGrammar(elements, marks);
  const problems: string[] = [];
  const seen = new Set<string>();
  // Without a default text block the grammar has nothing to fill or pad a document with.
  if (grammar.defaultTextBlock !== undefined) {
    if (document.length === 0) problems.push('document is empty');
    if (!grammar.isDocumentEdge(document[0])) problems.push('document does not start with a paragraph or heading');
    if (!grammar.isDocumentEdge(document[document.length - 1])) problems.push('document does not end with a paragraph or heading');
  }
  checkBlockList(document, 'root', grammar, problems);
  const walk = (nodes: readonly Descendant[], path: string, ancestors: CompiledKind[]) => {
    nodes.forEach((node, i) => {
      const at = `${path}/${i}`;
      if (isTextNode(node)) {
        for (const key in node) {
          if (key !== 'text' && (!grammar.marks.has(key) || (node as Record<string, unknown>)[key] !== true)) {
            problems.push(`${at}: text has stray key '${key}'`);
          }
        }
        return;
      }
      const element = node as Element;
      if (typeof element.id !== 'string' || element.id === '') problems.push(`${at}: ${element.type} has no id`);
      else if (seen.has(element.id)) problems.push(`${at}: duplicate id ${element.id}`);
      else seen.add(element.id);
      const spec = grammar.get(element.type);
      if (!spec) return;
      const parent = ancestors[ancestors.length - 1];
      if (spec.parents && (!parent || !spec.parents.has(parent.kind))) problems.push(`${at}: ${spec.kind} outside its parents`);
      for (const ancestor of ancestors) {
        if (ancestor.excludes?.includes(spec.kind)) problems.push(`${at}: ${spec.kind} inside ${ancestor.kind}`);
      }
      if (spec.removeWhenEmpty && !hasContent(element.children, grammar)) problems.push(`${at}: empty ${spec.kind}`);
      checkChildren(element, spec, at, grammar, problems);
      // A plugin's own rule answers undefined for an element it would leave as it is.
      if (spec.normalize && spec.normalize(element, SILENT_RULE_CONTEXT) !== undefined) {
        problems.push(`${at}: ${spec.kind} is not settled by its plugin's rule`);
      }
      walk(element.children, at, [...ancestors, spec]);
    });
  };
  walk(document, '', []);
  return problems;
}

function checkChildren(element: Element, spec: CompiledKind, at: string, grammar: CompiledGrammar, problems: string[]) {
  const children = element.children;
  if (children.length === 0) {
    if (spec.mode !== 'blocks' || grammar.defaultTextBlock !== undefined) problems.push(`${at}: ${spec.kind} has no children`);
    return;
  }
  switch (spec.mode) {
    case 'void':
      if (children.length !== 1 || !isTextNode(children[0]) || children[0].text !== '') problems.push(`${at}: void ${spec.kind} has content`);
      return;
    case 'text':
      if (children.some((c) => !isTextNode(c) || Object.keys(c).length !== 1)) problems.push(`${at}: ${spec.kind} holds more than plain text`);
      return;
    case 'children':
      for (const child of children) {
        if (isTextNode(child) || !spec.allowed?.has(child.type)) problems.push(`${at}: ${spec.kind} holds a disallowed child`);
      }
      return;
    case 'blocks':
      checkBlockList(children, at, grammar, problems);
      return;
    case 'cells': {
      const anyBlock = children.some((c) => !isTextNode(c) && grammar.get(c.type)?.isInline === false);
      if (anyBlock) checkBlockList(children, at, grammar, problems);
      else checkInlineList(children, at, grammar, problems);
      return;
    }
    case 'inline':
      checkInlineList(children, at, grammar, problems);
  }
}

function checkBlockList(children: readonly Descendant[], at: string, grammar: CompiledGrammar, problems: string[]) {
  // Inline content among blocks is wrapped only in a grammar with a default text block.
  const wrapsInline = grammar.defaultTextBlock !== undefined;
  let previousSpaced = false;
  for (const child of children) {
    if (isTextNode(child)) {
      if (wrapsInline) problems.push(`${at}: text among blocks`);
      previousSpaced = false;
      continue;
    }
    const spec = grammar.get(child.type);
    if (spec?.isInline && wrapsInline) problems.push(`${at}: inline ${spec.kind} among blocks`);
    const spaced = spec?.spaced === true;
    if (spaced && previousSpaced) problems.push(`${at}: two spaced blocks touch`);
    previousSpaced = spaced;
  }
}

function checkInlineList(children: readonly Descendant[], at: string, grammar: CompiledGrammar, problems: string[]) {
  if (!isTextNode(children[0]) || !isTextNode(children[children.length - 1])) problems.push(`${at}: inline content must start and end with text`);
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isTextNode(child)) {
      const next = children[i + 1];
      if (next !== undefined && isTextNode(next) && (mergeable(child, next, grammar.marks) || child.text === '' || next.text === '')) {
        problems.push(`${at}: adjacent texts that should merge`);
      }
      continue;
    }
    const spec = grammar.get(child.type);
    if (spec && !spec.isInline) problems.push(`${at}: block ${spec.kind} in inline content`);
  }
}

/** Every character of text under the nodes, in order. @public */
export function documentText(nodes: readonly Descendant[]): string {
  let out = '';
  for (const node of nodes) out += isTextNode(node) ? node.text : documentText((node as Element).children ?? []);
  return out;
}

function mergeable(a: Text, b: Text, marks: ReadonlySet<string>): boolean {
  const count = cleanMarkCount(a, marks);
  return count === cleanMarkCount(b, marks) && hasMarksOf(a, b);
}
