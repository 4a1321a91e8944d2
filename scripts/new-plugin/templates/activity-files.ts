import type { PluginNames } from '../plugin-names.js';

/**
 * An activity type plugin: one correct choice among several, built on the SDK's choice
 * activity model, editor and learner frame, so that it evaluates, gives feedback and hints
 * and shows in reports from the start.
 */
export function activityFiles(n: PluginNames): Record<string, string> {
  const SLUG = `${n.base.replace(/-/g, '_').toUpperCase()}_SLUG`;
  return {
    'src/index.ts': `/**
 * ${n.packageName}: the '${n.title}' activity type. This entry is the pure manifest both
 * hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { ${n.camel}Type } from './common/${n.base}-type.js';

export * from './common/${n.base}-type.js';

/** @public */
export const ${n.camel}Plugin: PluginManifest = definePlugin({ id: '${n.id}', activityTypes: [${n.camel}Type] });

export default ${n.camel}Plugin;
`,
    [`src/common/${n.base}-slug.ts`]: `/** The activity type's slug, as stored with each activity. Its own module, so the delivery part imports it without the schema. @public */
export const ${SLUG} = '${n.contributionName}';
`,
    [`src/common/${n.base}-type.ts`]: `import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { ${SLUG} } from './${n.base}-slug.js';

/** The learner picks one choice; the input is its id. @public */
export const ${n.camel}Type: ActivityTypeContribution<ChoiceActivityModel> = defineChoiceActivityType({
  slug: ${SLUG},
  friendlyName: '${n.title}',
  description: 'One correct choice among several.',
  mode: 'single',
});

export { ${SLUG} } from './${n.base}-slug.js';
`,
    'src/authoring/index.ts': `/**
 * Authoring part of ${n.id}: the activity editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { ${SLUG} } from '../common/${n.base}-slug.js';
import { ${n.pascal}Editor } from './${n.base}-editor.js';

export { ${n.pascal}Editor } from './${n.base}-editor.js';

/** @public */
export const ${n.camel}Authoring: AuthoringPart = defineAuthoring({ activities: { [${SLUG}]: ${n.pascal}Editor } });

export default ${n.camel}Authoring;
`,
    [`src/authoring/${n.base}-editor.tsx`]: `import { useId, type ReactNode } from 'react';
import { correctChoiceIds, setCorrectChoices, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { ChoiceActivityEditor, type ActivityEditorProps } from '@quire/plugin-sdk/authoring';

/** The stem, the choices with a 'Correct answer' radio beside each, hints and feedback. @public */
export function ${n.pascal}Editor(props: ActivityEditorProps<ChoiceActivityModel>): ReactNode {
  const { model, onEdit, editMode } = props;
  const name = useId();
  const correct = correctChoiceIds(model);
  return (
    <ChoiceActivityEditor
      {...props}
      mode="single"
      renderCorrect={(choice, _index, label) => (
        <label className="correct-control">
          <input
            type="radio"
            name={name}
            aria-label={\`Correct answer: \${label}\`}
            checked={correct.includes(choice.id)}
            disabled={!editMode}
            onChange={() => onEdit(setCorrectChoices(model, 'single', [choice.id]))}
          />
          Correct answer
        </label>
      )}
    />
  );
}
`,
    'src/delivery/index.ts': `/**
 * Delivery part of ${n.id}: the learner view.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { ${SLUG} } from '../common/${n.base}-slug.js';
import { ${n.pascal}View } from './${n.base}-view.js';

export { ${n.pascal}View } from './${n.base}-view.js';

/** @public */
export const ${n.camel}Delivery: DeliveryPart = defineDelivery({ activities: { [${SLUG}]: ${n.pascal}View } });

export default ${n.camel}Delivery;
`,
    [`src/delivery/${n.base}-view.tsx`]: `import { useId, useState, type ReactNode } from 'react';
import { CHOICE_PART_ID, type DeliveredChoiceModel } from '@quire/plugin-sdk';
import { ChoiceActivityFrame, ChoiceContent, partAttempt, type ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';

type Props = ActivityDeliveryProps<DeliveredChoiceModel>;

function ${n.pascal}Attempt(props: Props): ReactNode {
  const { model, attempt, readOnly, renderContent } = props;
  const previous = partAttempt(attempt, CHOICE_PART_ID).response;
  const [selected, setSelected] = useState<string | null>(typeof previous === 'string' && previous !== '' ? previous : null);
  const name = useId();
  const locked = readOnly || attempt.state !== 'active';
  return (
    <ChoiceActivityFrame view={props} canSubmit={selected !== null} input={() => selected ?? ''}>
      <div role="radiogroup" aria-label="Choices" className="choices">
        {model.choices.map((choice, index) => (
          <label key={choice.id} className="choice">
            <input type="radio" name={name} value={choice.id} checked={selected === choice.id} disabled={locked} onChange={() => setSelected(choice.id)} />
            <ChoiceContent choice={choice} index={index} renderContent={renderContent} />
          </label>
        ))}
      </div>
    </ChoiceActivityFrame>
  );
}

/** A radio per choice; Submit sends the chosen id. A new attempt (after Reset) starts with nothing chosen. @public */
export function ${n.pascal}View(props: Props): ReactNode {
  return <${n.pascal}Attempt key={props.attempt.attemptGuid} {...props} />;
}
`,
    'src/index.test.ts': `import { describe, expect, it } from 'vitest';
import ${n.camel}Plugin, { ${n.camel}Type } from './index.js';

describe('${n.id} manifest', () => {
  it('contributes the ${n.contributionName} activity type', () => {
    expect(${n.camel}Plugin.activityTypes?.map((type) => type.slug)).toEqual(['${n.contributionName}']);
  });

  it('reads back a saved model unchanged through its schema', () => {
    const model = ${n.camel}Type.createDefaultModel();
    expect(${n.camel}Type.schema.parse(JSON.parse(JSON.stringify(model)))).toEqual(model);
  });

  it('scores the correct choice 1 and another 0', () => {
    const model = ${n.camel}Type.createDefaultModel();
    const [first, second] = model.choices.map((choice) => choice.id);
    expect(${n.camel}Type.evaluate!(model, { partId: '1', input: first }, { attemptNumber: 1 }).score).toBe(1);
    expect(${n.camel}Type.evaluate!(model, { partId: '1', input: second }, { attemptNumber: 1 }).score).toBe(0);
  });
});
`,
    [`src/authoring/${n.base}-editor.test.tsx`]: `// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ChoiceActivityModel } from '@quire/plugin-sdk';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';
import { ${n.camel}Type } from '../index.js';
import { ${n.pascal}Editor } from './index.js';

afterEach(cleanup);

describe('the ${n.title} editor', () => {
  it('marks another choice as the correct answer, and the model then scores that choice', () => {
    const model = ${n.camel}Type.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    render(<${n.pascal}Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Correct answer: Choice B' }));
    const next = onEdit.mock.calls.at(-1)![0];
    expect(${n.camel}Type.schema.safeParse(next).success).toBe(true);
    expect(${n.camel}Type.evaluate!(next, { partId: '1', input: model.choices[1].id }, { attemptNumber: 1 }).score).toBe(1);
  });
});
`,
    'src/delivery/server-render.test.tsx': `// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { ${n.camel}Type } from '../common/${n.base}-type.js';
import ${n.camel}Delivery from './index.js';

describe('the ${n.contributionName} learner view on the server', () => {
  it('renders without a window, with the choices and Submit but no answer key, and hydrates without a mismatch', async () => {
    const view = ${n.camel}Delivery.activities!.${n.contributionName};
    const html = await renderedOnServerAndHydrated(view, firstAttemptProps(deliveredModel(${n.camel}Type.createDefaultModel())));
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('>Submit<');
    expect(html).not.toContain('authoring');
  });
});
`,
  };
}
