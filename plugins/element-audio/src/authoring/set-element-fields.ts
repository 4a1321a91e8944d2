import { Transforms, type Editor, type Path } from 'slate';

/**
 * Stores fields on the element at `at` in one undoable step: each field with a value is
 * set, and each `undefined` one removed, so no empty field is left in the document.
 * @public
 */
export function setElementFields(editor: Editor, at: Path, fields: Readonly<Record<string, unknown>>): void {
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const unset = Object.keys(fields).filter((name) => fields[name] === undefined);
  editor.withoutNormalizing(() => {
    if (Object.keys(set).length > 0) Transforms.setNodes(editor, set, { at });
    if (unset.length > 0) Transforms.unsetNodes(editor, unset, { at });
  });
}
