/* The kinds and settings of these elements, without their schemas: delivery views import them alone. */

/** @public */
export const UL_KIND = 'ul';
/** @public */
export const OL_KIND = 'ol';
/** @public */
export const LI_KIND = 'li';
/** @public */
export const DL_KIND = 'dl';
/** @public */
export const DT_KIND = 'dt';
/** @public */
export const DD_KIND = 'dd';

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
