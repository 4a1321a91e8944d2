/** The element kinds this plugin contributes (spec authoring §3: lists) and their settings. */

/** A bulleted list. @public */
export const UL_KIND = 'ul';
/** A numbered list. @public */
export const OL_KIND = 'ol';
/** An item of a bulleted or numbered list. @public */
export const LI_KIND = 'li';
/** A description list. @public */
export const DL_KIND = 'dl';
/** A term of a description list. @public */
export const DT_KIND = 'dt';
/** A definition of a description list. @public */
export const DD_KIND = 'dd';

/** Every kind of this plugin. @public */
export const LIST_KINDS = [UL_KIND, OL_KIND, LI_KIND, DL_KIND, DT_KIND, DD_KIND] as const;

/** Marker styles of a bulleted list (`ul.style`). @public */
export const BULLET_STYLES = ['none', 'disc', 'circle', 'square'] as const;
/** @public */
export type BulletStyle = (typeof BULLET_STYLES)[number];

/** Numbering styles of a numbered list (`ol.style`). @public */
export const NUMBER_STYLES = [
  'decimal',
  'decimal-leading-zero',
  'lower-roman',
  'upper-roman',
  'lower-alpha',
  'upper-alpha',
  'lower-latin',
  'upper-latin',
] as const;
/** @public */
export type NumberStyle = (typeof NUMBER_STYLES)[number];
