/** The element kinds this plugin contributes (spec authoring §3: lists). */

/** A bulleted list. @public */
export const UL_KIND = 'ul';
/** A numbered list. @public */
export const OL_KIND = 'ol';
/** An item of a bulleted or numbered list; holds blocks. @public */
export const LI_KIND = 'li';
/** A description list of terms and definitions. @public */
export const DL_KIND = 'dl';
/** A term of a description list. @public */
export const DT_KIND = 'dt';
/** A definition of a description list. @public */
export const DD_KIND = 'dd';

/** Every kind of this plugin. @public */
export const LIST_KINDS = [UL_KIND, OL_KIND, LI_KIND, DL_KIND, DT_KIND, DD_KIND] as const;
