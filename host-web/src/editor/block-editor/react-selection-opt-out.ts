/**
 * While a contenteditable element has the focus, React (19) measures its selection before
 * every commit of any root by walking the element's whole DOM, to restore the selection
 * after the commit if the focus moved (getSelectionInformation). On a long page that walk
 * is most of a keystroke's cost and grows with the page; Slate already owns the
 * selection and puts it back itself after each render.
 *
 * React recognises such an element by its `contentEditable` property being 'true', so the
 * editable area gets its own `contentEditable` property that reports 'inherit' and React
 * leaves its selection alone. Only properties are shadowed: the attribute, which is what
 * makes the area editable and what React, Slate and assistive technology set and read, is
 * untouched; writing the property still writes the attribute; and `isContentEditable`
 * keeps answering from the attribute (some DOM implementations derive it from the
 * property). The area is the editing host, so its parent is never editable.
 */
export function optOutOfReactSelectionRestore(element: HTMLElement | null): void {
  if (!element || Object.prototype.hasOwnProperty.call(element, 'contentEditable')) return;
  Object.defineProperties(element, {
    contentEditable: {
      configurable: true,
      get: () => 'inherit',
      set: (value: string) => element.setAttribute('contenteditable', String(value)),
    },
    isContentEditable: {
      configurable: true,
      get: () => ['', 'true', 'plaintext-only'].includes(element.getAttribute('contenteditable')?.toLowerCase() ?? 'false'),
    },
  });
}
