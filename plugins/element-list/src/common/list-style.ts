import type { Element } from '@quire/plugin-sdk';
import { BULLET_STYLES, NUMBER_STYLES } from './list-kinds.js';

const STYLES: Readonly<Record<string, readonly string[]>> = { ul: BULLET_STYLES, ol: NUMBER_STYLES };

// The legacy HTML `type` attribute of a pasted list, by value (case matters: a ≠ A).
const TYPE_ATTRIBUTE: Readonly<Record<string, string>> = {
  '1': 'decimal',
  a: 'lower-alpha',
  A: 'upper-alpha',
  i: 'lower-roman',
  I: 'upper-roman',
  disc: 'disc',
  circle: 'circle',
  square: 'square',
};

/**
 * The CSS `list-style-type` of a ul or ol: its `style` field when that is one of the
 * kind's styles (spec authoring §3), otherwise `undefined` (the browser default). A bullet
 * style on a numbered list, or any other value, is ignored rather than rendered.
 * @public
 */
export function listStyleType(element: Element): string | undefined {
  const allowed = STYLES[element.type];
  const style = element.style;
  return allowed !== undefined && typeof style === 'string' && allowed.includes(style) ? style : undefined;
}

/**
 * The list style of a pasted `<ul>` or `<ol>`, from its inline `list-style-type` or its
 * legacy `type` attribute, if it is one the kind allows.
 * @public
 */
export function pastedListStyle(kind: 'ul' | 'ol', styleAttribute: string | null, typeAttribute: string | null): string | undefined {
  const allowed = STYLES[kind];
  const fromCss = /(?:^|;)\s*list-style-type\s*:\s*([a-z-]+)/i.exec(styleAttribute ?? '')?.[1]?.toLowerCase();
  if (fromCss !== undefined && allowed.includes(fromCss)) return fromCss;
  const fromType = typeAttribute === null ? undefined : TYPE_ATTRIBUTE[typeAttribute.trim()];
  return fromType !== undefined && allowed.includes(fromType) ? fromType : undefined;
}
