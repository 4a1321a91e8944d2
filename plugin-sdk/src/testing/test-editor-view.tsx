import type { ReactNode } from 'react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate, type RenderElementProps } from 'slate-react';
import { EditorServicesContext } from '../authoring.js';
import { testEditorServices, type TestPlugin } from './test-editor.js';

/**
 * An editor made by `createTestEditor` (with slate-react's `withReact`) drawn as the block
 * editor draws it: each element by its plugin's authoring view, inside the editor's
 * services, so views reach `useEditorServices()`. An element no plugin draws is a plain
 * `<div>`. Render it with the test's renderer.
 * @public
 */
export function TestEditorView({ editor, plugins }: { editor: Editor; plugins: readonly TestPlugin[] }): ReactNode {
  const renderElement = (props: RenderElementProps) => {
    const View = plugins.flatMap((plugin) => Object.entries(plugin.authoring?.elements ?? {})).find(([kind]) => kind === props.element.type)?.[1].component;
    return View ? <View {...props} /> : <div {...props.attributes}>{props.children}</div>;
  };
  return (
    <EditorServicesContext.Provider value={testEditorServices(editor)}>
      <Slate editor={editor} initialValue={editor.children as Descendant[]}>
        <Editable renderElement={renderElement} />
      </Slate>
    </EditorServicesContext.Provider>
  );
}
