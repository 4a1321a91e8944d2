/**
 * What a save's content goes through before it is stored: a page is validated with core's
 * page schemas and the installed plugins' element schemas (the first bad node is the
 * message), loses the fields those schemas do not declare, and is normalised with core's
 * engine built from the installed element plugins; an activity model is parsed with its
 * type's schema. An element of a kind no installed plugin contributes is kept as it came,
 * unchecked and unchanged, so a page loses nothing while its plugin is away.
 */
import {
  activityRuleLimitIssue,
  ContentNormalizer,
  elementSchema,
  MAX_CONTENT_DEPTH,
  normalizePageModel,
  UnknownFieldStripper,
  validatePageModel,
  type ActivityTypeContribution,
  type ContentSlots,
  type PageItemLike,
  type PluginHost,
  type ValidateContentOptions,
} from '@quire/core';
import type { z, ZodType } from 'zod';
import { badRequest } from '../http/http-error.js';
import type { BodyLimits } from '../http/read-body.js';

/**
 * How many levels of objects and arrays a body carrying content (a page, an activity model)
 * may nest: content nested as deep as the validator allows (`MAX_CONTENT_DEPTH`, an object
 * and its children list a level) with its envelope, and far from the thousands of levels at
 * which `JSON.stringify` or a recursive walk would overflow the stack.
 */
export const MAX_CONTENT_BODY_DEPTH = 256;

/** The limits of a body carrying content. */
export const CONTENT_BODY_LIMITS: BodyLimits = { depth: MAX_CONTENT_BODY_DEPTH };

// The envelope and the fields holding rich content take a few levels on top.
if (2 * MAX_CONTENT_DEPTH + 16 > MAX_CONTENT_BODY_DEPTH) throw new Error('MAX_CONTENT_BODY_DEPTH leaves no room for the deepest valid content');

/** The first issue of an activity model's parse, as `path: message`. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  let where = '';
  for (const key of issue.path) where += typeof key === 'number' ? `[${key}]` : where === '' ? String(key) : `.${String(key)}`;
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** Validation and normalisation of page content with one host's element and mark plugins. */
export class PageContentChecker {
  private readonly normalizer: ContentNormalizer;
  private readonly options: ValidateContentOptions;
  /** Drops the fields the installed plugins' schemas do not declare. */
  readonly stripper: UnknownFieldStripper;

  constructor(host: PluginHost) {
    const elements = host.elements.values();
    const marks = host.marks.keys();
    // With no mark plugin loaded the engine keeps the spec's 14 marks.
    this.normalizer = new ContentNormalizer(elements, marks.length > 0 ? marks : undefined);
    // Each kind is checked by the schema of the plugin that contributes it, and its rich
    // fields where that plugin says; a kind whose plugin declares no fields keeps only the
    // common ones.
    const schemas = new Map<string, ZodType>();
    const slots = new Map<string, ContentSlots>();
    for (const element of elements) {
      schemas.set(element.kind, element.schema ?? elementSchema(element.kind, {}));
      if (element.slots) slots.set(element.kind, element.slots);
    }
    this.options = { schemas, slots, unknownKinds: 'keep' };
    this.stripper = new UnknownFieldStripper({ schemas, marks: marks.length > 0 ? marks : undefined });
  }

  /**
   * The page content to store: refused with 400 and the validator's message (which names
   * the first bad node and its path) when invalid, else without the fields its schemas do
   * not declare, at every depth (as the normaliser drops a text leaf's stray keys), and
   * normalised.
   */
  check(content: unknown): Record<string, unknown> {
    const result = validatePageModel(content, this.options);
    if (!result.ok) throw badRequest(result.message);
    const page = this.strip(content as Record<string, unknown> & { model: PageItemLike[] });
    const model = normalizePageModel(page.model, this.normalizer);
    return model === page.model ? page : { ...page, model };
  }

  /** Page content without the fields its schemas do not declare; the same object when it has none. */
  strip<T>(content: T): T {
    return this.stripper.page(content);
  }
}

const checkers = new WeakMap<PluginHost, PageContentChecker>();

/** The page checker for a host, built once: the engine compiles its grammar up front. */
export function pageContentChecker(host: PluginHost): PageContentChecker {
  let checker = checkers.get(host);
  if (!checker) {
    checker = new PageContentChecker(host);
    checkers.set(host, checker);
  }
  return checker;
}

/**
 * An activity model parsed with its type's schema and held to core's rule limits (rule
 * count, rule length, `like` pattern size) whatever the type; refused with 400 naming the
 * first bad field.
 */
export function checkActivityModel(type: ActivityTypeContribution, model: unknown, where = 'content'): Record<string, unknown> {
  const parsed = type.schema.safeParse(model);
  if (!parsed.success) throw badRequest(`${where}: ${describeIssue(parsed.error)}`);
  const data = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest(`${where}: an activity model must be an object`);
  }
  const ruleIssue = activityRuleLimitIssue(data);
  if (ruleIssue) throw badRequest(`${where}: ${ruleIssue.path}: ${ruleIssue.message}`);
  return data as Record<string, unknown>;
}

/**
 * The content a new page starts with: one content item holding an empty default text block
 * (a paragraph), or nothing when no installed plugin gives one.
 */
export function newPageContent(host: PluginHost, createId: () => string): Record<string, unknown> {
  const textBlock = host.elements.defaultTextBlock();
  const children = textBlock === undefined ? [] : [{ type: textBlock, id: createId(), children: [{ text: '' }] }];
  return { model: [{ type: 'content', id: createId(), children }] };
}
