/** The fields of a popup (spec authoring §3). */
import { elementSchema, richContentSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { POPUP_KIND } from './popup-kinds.js';

/** How a popup opens. @public */
export const POPUP_TRIGGERS = ['hover', 'click'] as const;

/** A key-notion popup: its anchor text in children, its body in `content`. @public */
export const popupElementSchema = elementSchema(POPUP_KIND, {
  content: richContentSchema.optional(),
  trigger: z.enum(POPUP_TRIGGERS).optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().optional(),
});

/** @public */
export type PopupElement = z.infer<typeof popupElementSchema>;
