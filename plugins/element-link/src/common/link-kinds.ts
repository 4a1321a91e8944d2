/** The element kinds this plugin contributes (spec authoring §3: inlines). */

/** A link: inline text pointing at a course page or a web address. @public */
export const LINK_KIND = 'a';

/** Every kind of this plugin. @public */
export const LINK_KINDS = [LINK_KIND] as const;
