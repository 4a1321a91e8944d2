import sanitizeHtml from 'sanitize-html';

/**
 * MathML Core's elements (w3.org/TR/mathml-core §3), with `annotation-xml` left out: it
 * may carry HTML or SVG, which the allow-list of math tags could not vouch for.
 */
const MATHML_ELEMENTS = [
  'math', 'annotation', 'maction', 'merror', 'mfrac', 'mi', 'mmultiscripts', 'mn', 'mo', 'mover', 'mpadded',
  'mphantom', 'mprescripts', 'mroot', 'mrow', 'ms', 'mspace', 'msqrt', 'mstyle', 'msub', 'msubsup', 'msup',
  'mtable', 'mtd', 'mtext', 'mtr', 'munder', 'munderover', 'none', 'semantics', 'menclose',
];

/** The attributes any MathML element may carry. `href` is checked against the link schemes below. */
const GLOBAL_ATTRIBUTES = ['dir', 'displaystyle', 'mathbackground', 'mathcolor', 'mathsize', 'mathvariant', 'scriptlevel', 'href'];

const ELEMENT_ATTRIBUTES: Record<string, string[]> = {
  math: ['display', 'alttext', 'xmlns'],
  annotation: ['encoding'],
  semantics: ['encoding'],
  maction: ['actiontype', 'selection'],
  menclose: ['notation'],
  mfrac: ['linethickness'],
  mo: ['form', 'fence', 'separator', 'lspace', 'rspace', 'stretchy', 'symmetric', 'maxsize', 'minsize', 'largeop', 'movablelimits'],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: ['accent', 'accentunder'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  mspace: ['width', 'height', 'depth'],
  mtable: ['align', 'columnalign', 'rowalign', 'columnlines', 'rowlines', 'frame', 'columnspacing', 'rowspacing'],
  mtr: ['columnalign', 'rowalign'],
  mtd: ['columnspan', 'rowspan', 'columnalign', 'rowalign'],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: MATHML_ELEMENTS,
  allowedAttributes: Object.fromEntries([
    ['*', GLOBAL_ATTRIBUTES],
    ...Object.entries(ELEMENT_ATTRIBUTES),
  ]),
  // Links go to web pages only (spec delivery §5): no javascript:, data: or protocol-relative addresses.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // What a dropped script or style held is code, not text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'annotation-xml', 'svg', 'iframe', 'object'],
  selfClosing: [],
  parseStyleAttributes: false,
  // MathML is often written as XML, with `<mspace/>`; read it as an empty element, not an open one.
  parser: { recognizeSelfClosing: true, lowerCaseAttributeNames: true },
};

/**
 * MathML source with only MathML Core's elements and attributes left (an allow-list): no
 * script or foreign markup, no event handler or style, and links only to http and https
 * addresses. Applying it twice gives the same text as applying it once, so the save's
 * normaliser reaches a fixed point.
 * @public
 */
export function sanitizeMathml(source: string): string {
  return sanitizeHtml(source, OPTIONS);
}
