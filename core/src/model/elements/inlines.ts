/**
 * Inline and small interactive kinds (spec authoring §3): a (link), cite, popup,
 * command_button, input_ref, page_link and trigger (the AI activation point "DOT").
 */
import { z } from 'zod';
import { elementSchema, richContentSchema, safeUrlSchema } from './element-schema.js';
import { LINK_KIND, CITE_KIND, POPUP_KIND, COMMAND_BUTTON_KIND, INPUT_REF_KIND, PAGE_LINK_KIND, TRIGGER_KIND, LINK_TYPES, POPUP_TRIGGERS, COMMAND_BUTTON_STYLES, INPUT_REF_TYPES } from './inline-kinds.js';

export { LINK_KIND, CITE_KIND, POPUP_KIND, COMMAND_BUTTON_KIND, INPUT_REF_KIND, PAGE_LINK_KIND, TRIGGER_KIND, LINK_TYPES, POPUP_TRIGGERS, COMMAND_BUTTON_STYLES, INPUT_REF_TYPES } from './inline-kinds.js';
export type { InputRefType } from './inline-kinds.js';

/** A link. `href` is essential: a link without one is meaningless. @public */
export const linkElementSchema = elementSchema(LINK_KIND, {
  href: safeUrlSchema,
  linkType: z.enum(LINK_TYPES).optional(),
  target: z.string().optional(),
});

/** A citation of a bibliography entry (`bibref` is the entry's id). @public */
export const citeElementSchema = elementSchema(CITE_KIND, {
  bibref: z.union([z.string(), z.number()]),
});

/** A key-notion popup: its anchor text in children, its body in `content`. @public */
export const popupElementSchema = elementSchema(POPUP_KIND, {
  content: richContentSchema.optional(),
  trigger: z.enum(POPUP_TRIGGERS).optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().optional(),
});

/** A button (or link) that sends `message` to the command target `target`. @public */
export const commandButtonElementSchema = elementSchema(COMMAND_BUTTON_KIND, {
  target: z.string().optional(),
  message: z.string().optional(),
  style: z.enum(COMMAND_BUTTON_STYLES).optional(),
});

/**
 * A place in a question stem where an answer field appears; its `id` matches an input
 * of the question model.
 * @public
 */
export const inputRefElementSchema = elementSchema(INPUT_REF_KIND, {
  inputType: z.enum(INPUT_REF_TYPES).optional(),
  size: z.union([z.string(), z.number()]).optional(),
  options: z.array(z.unknown()).optional(),
  hints: z.array(z.unknown()).optional(),
});

/**
 * A block linking to another page of the course. `idref` is the page's resource id,
 * or its slug; `purpose` labels the link.
 * @public
 */
export const pageLinkElementSchema = elementSchema(PAGE_LINK_KIND, {
  idref: z.union([z.number(), z.string()]).optional(),
  purpose: z.string().optional(),
});

/** An AI activation point: clicking it runs the author's `prompt`. @public */
export const triggerElementSchema = elementSchema(TRIGGER_KIND, {
  trigger_type: z.string().optional(),
  prompt: z.string().optional(),
});

/** @public */
export type LinkElement = z.infer<typeof linkElementSchema>;
/** @public */
export type CiteElement = z.infer<typeof citeElementSchema>;
/** @public */
export type PopupElement = z.infer<typeof popupElementSchema>;
/** @public */
export type CommandButtonElement = z.infer<typeof commandButtonElementSchema>;
/** @public */
export type InputRefElement = z.infer<typeof inputRefElementSchema>;
/** @public */
export type PageLinkElement = z.infer<typeof pageLinkElementSchema>;
/** @public */
export type TriggerElement = z.infer<typeof triggerElementSchema>;
