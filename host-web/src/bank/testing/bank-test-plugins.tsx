import { definePlugin, defineActivityType, z } from '@quire/plugin-sdk';
import type { ActivityEditorProps } from '@quire/plugin-sdk/authoring';
import { createEditorTestPlugins } from '../../editor/block-editor/testing/editor-test-plugins.js';
import type { EditorPlugins } from '../../editor/block-editor/editor-plugins.js';

/** The slug of the bank tests' activity type: a question with one part and a plain-text stem. */
export const TEST_QUESTION = 'test_question';

const testQuestionSchema = z.looseObject({ stem: z.string(), authoring: z.object({ parts: z.array(z.object({ id: z.string() })) }) });
export type TestQuestionModel = z.infer<typeof testQuestionSchema>;

export function testQuestion(stem: string): TestQuestionModel {
  return { stem, authoring: { parts: [{ id: '1' }] } };
}

function TestQuestionEditor({ model, editMode, onEdit }: ActivityEditorProps<TestQuestionModel>) {
  return (
    <label>
      Stem
      <textarea value={model.stem} readOnly={!editMode} onChange={(event) => onEdit({ ...model, stem: event.target.value })} />
    </label>
  );
}

const questionType = defineActivityType<TestQuestionModel>({
  slug: TEST_QUESTION,
  friendlyName: 'Test question',
  schema: testQuestionSchema,
  createDefaultModel: () => testQuestion(''),
});

/** The editor's plugins with the test question type, whose editor is one text box. */
export function createBankTestPlugins(): EditorPlugins {
  const manifest = definePlugin({ id: 'activity-test-question', activityTypes: [questionType] });
  return createEditorTestPlugins([{ manifest, pluginId: manifest.id, part: { activities: { [TEST_QUESTION]: TestQuestionEditor } } }]);
}
