/** The fields of a popup (spec authoring §3). */
import { elementSchema, richContentSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { POPUP_KIND } from './popup-kinds.js';
import { POPUP_TRIGGERS } from './popup-triggers.js';

export { POPUP_TRIGGERS } from './popup-triggers.js';

/** The longest `audioType` (a MIME type) a popup keeps: RFC 6838 allows 127 characters on each side of the slash. @public */
export const MAX_POPUP_AUDIO_TYPE_LENGTH = 255;

/** A key-notion popup: its anchor text in children, its body in `content`. @public */
export const popupElementSchema = elementSchema(POPUP_KIND, {
  content: richContentSchema.optional(),
  trigger: z.enum(POPUP_TRIGGERS).optional(),
  audioSrc: safeUrlSchema.optional(),
  audioType: z.string().max(MAX_POPUP_AUDIO_TYPE_LENGTH).optional(),
});

/** @public */
export type PopupElement = z.infer<typeof popupElementSchema>;
