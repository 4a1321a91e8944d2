import type { Editor } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';

// Element views get no services, so the cell menu finds the editor's here; the table's
// `extendEditor` records them.
const servicesByEditor = new WeakMap<Editor, EditorServices>();

/** Records the services of an editor for the table views. @public */
export function rememberTableServices(editor: Editor, services: EditorServices): void {
  servicesByEditor.set(editor, services);
}

/** The services of an editor the table plugin extended. @public */
export function tableServices(editor: Editor): EditorServices {
  const services = servicesByEditor.get(editor);
  if (!services) throw new Error('The table plugin did not extend this editor');
  return services;
}
