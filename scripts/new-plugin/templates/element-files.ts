import type { PluginNames } from '../plugin-names.js';

/**
 * An element plugin: a box of blocks with its label, which the author inserts from the
 * insert menu's 'Other' category and writes in, and which learners read as the server drew it.
 */
export function elementFiles(n: PluginNames): Record<string, string> {
  const KIND = `${n.base.replace(/-/g, '_').toUpperCase()}_KIND`;
  return {
    'src/index.ts': `/**
 * ${n.packageName}: the ${n.contributionName} element, a labelled box of blocks. This entry
 * is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { ${n.camel}Element } from './common/${n.base}-element.js';

export * from './common/${n.base}-kind.js';
export * from './common/${n.base}-schema.js';
export { create${n.pascal} } from './common/create-${n.base}.js';

/** @public */
export const ${n.camel}Plugin: PluginManifest = definePlugin({ id: '${n.id}', elements: [${n.camel}Element] });

export default ${n.camel}Plugin;
`,
    [`src/common/${n.base}-kind.ts`]: `/** The value of \`type\` on the element. @public */
export const ${KIND} = '${n.contributionName}';
`,
    [`src/common/${n.base}-schema.ts`]: `import { elementSchema, type z } from '@quire/plugin-sdk';
import { ${KIND} } from './${n.base}-kind.js';

/** The element's own fields: none yet. Add them here, with the SDK's \`z\`. @public */
export const ${n.camel}ElementSchema = elementSchema(${KIND}, {});

/** @public */
export type ${n.pascal}Element = z.infer<typeof ${n.camel}ElementSchema>;
`,
    [`src/common/${n.base}-element.ts`]: `import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { ${KIND} } from './${n.base}-kind.js';
import { ${n.camel}ElementSchema } from './${n.base}-schema.js';

/** A block holding blocks, spaced apart from the blocks around it. @public */
export const ${n.camel}Element: ElementContribution = defineElement({
  kind: ${KIND},
  structure: { kind: ${KIND}, display: 'block', content: { type: 'blocks' }, spacedBlock: true },
  schema: ${n.camel}ElementSchema,
});
`,
    [`src/common/create-${n.base}.ts`]: `import type { Element } from '@quire/plugin-sdk';
import { ${KIND} } from './${n.base}-kind.js';

/** A new box holding one empty paragraph: already in normal form. @public */
export function create${n.pascal}(createId: () => string): Element {
  return { type: ${KIND}, id: createId(), children: [{ type: 'p', id: createId(), children: [{ text: '' }] }] } as Element;
}
`,
    [`src/${n.id}.css`]: `/* The box, in the editor and for learners. Colours read the page's variables, so dark mode follows. */
.${n.base}-box {
  margin: var(--quire-block-margin, 1rem 0);
  padding: 0.5rem 1rem;
  border-left: 4px solid var(--primary, #4338ca);
  border-radius: var(--radius, 6px);
  background: var(--surface, #f8fafc);
  color: var(--text, inherit);
}

.${n.base}-box-label {
  margin: 0 0 0.25rem;
  font-weight: 600;
}
`,
    'src/authoring/index.ts': `/**
 * Authoring part of ${n.id}: the element's editor view and its insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { ${KIND} } from '../common/${n.base}-kind.js';
import { create${n.pascal} } from '../common/create-${n.base}.js';
import { ${n.pascal}Editor } from './${n.base}-editor.js';

export { ${n.pascal}Editor } from './${n.base}-editor.js';

/** The insert menu's '${n.title}' entry. @public */
export const insert${n.pascal}: InsertCommand = {
  label: '${n.title}',
  category: 'Other',
  level: 'limited',
  description: 'A labelled box of text',
  create: create${n.pascal},
};

/** @public */
export const ${n.camel}Authoring: AuthoringPart = defineAuthoring({
  elements: { [${KIND}]: { component: ${n.pascal}Editor, insert: insert${n.pascal} } },
});

export default ${n.camel}Authoring;
`,
    [`src/authoring/${n.base}-editor.tsx`]: `import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';

/** The box as the author writes in it: the label is not editable text. @public */
export function ${n.pascal}Editor({ attributes, children }: ElementEditorProps): ReactNode {
  return (
    <aside {...attributes} className="${n.base}-box" aria-label="${n.title}">
      <p className="${n.base}-box-label" contentEditable={false}>
        ${n.title}
      </p>
      {children}
    </aside>
  );
}
`,
    'src/delivery/index.ts': `/**
 * Delivery part of ${n.id}: the learner's view of the box, drawn on the server.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { ${KIND} } from '../common/${n.base}-kind.js';
import { ${n.pascal}View } from './${n.base}-view.js';

export { ${n.pascal}View } from './${n.base}-view.js';

/** @public */
export const ${n.camel}Delivery: DeliveryPart = defineDelivery({ elements: { [${KIND}]: ${n.pascal}View } });

export default ${n.camel}Delivery;
`,
    [`src/delivery/${n.base}-view.tsx`]: `import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';

/** The box as learners read it. Static: it reads no browser global, so the server draws it. @public */
export function ${n.pascal}View({ children }: DeliveryElementProps): ReactNode {
  return (
    <aside className="${n.base}-box" aria-label="${n.title}">
      <p className="${n.base}-box-label">${n.title}</p>
      {children}
    </aside>
  );
}
`,
    'src/index.test.ts': `import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insert${n.pascal} } from './authoring/index.js';
import ${n.camel}Plugin, { ${KIND} } from './index.js';

const p = (id: string, text = '') => ({ type: 'p', id, children: [{ text }] });

describe('${n.id} manifest', () => {
  it('contributes the ${n.contributionName} element as a block of blocks', () => {
    expect(${n.camel}Plugin.id).toBe('${n.id}');
    expect(${n.camel}Plugin.elements?.map((element) => element.kind)).toEqual([${KIND}]);
    expect(${n.camel}Plugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'blocks' } });
  });

  it('reads back a saved box unchanged through its schema, and refuses another kind', () => {
    const schema = ${n.camel}Plugin.elements![0].schema!;
    const box = { type: ${KIND}, id: 'b', children: [p('a', 'Welcome')] };
    expect(schema.parse(JSON.parse(JSON.stringify(box)))).toEqual(box);
    expect(schema.safeParse({ ...box, type: 'p' }).success).toBe(false);
  });

  it('inserts a box that is already in normal form', () => {
    let n = 0;
    const doc = [p('a'), insert${n.pascal}.create(() => \`id\${++n}\`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, ${n.camel}Plugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
`,
    [`src/authoring/${n.base}-editor.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from '@quire/plugin-sdk';
import ${n.camel}Authoring, { ${n.pascal}Editor } from './index.js';

const element = { type: '${n.contributionName}', id: 'b', children: [{ type: 'p', id: 'a', children: [{ text: '' }] }] } as Element;

describe('the ${n.contributionName} editor view', () => {
  it('draws the box around the editable blocks, with a label the caret cannot enter', () => {
    const attributes = { 'data-slate-node': 'element', ref: () => {} } as const;
    const html = renderToStaticMarkup(
      <${n.pascal}Editor attributes={attributes} element={element}>
        <p>Welcome</p>
      </${n.pascal}Editor>,
    );
    expect(html).toContain('<aside data-slate-node="element" class="${n.base}-box" aria-label="${n.title}">');
    expect(html).toContain('contentEditable="false">${n.title}</p><p>Welcome</p>');
  });

  it("is offered in the insert menu's Other category", () => {
    expect(${n.camel}Authoring.elements?.${n.contributionName}?.insert).toMatchObject({ label: '${n.title}', category: 'Other' });
  });
});
`,
    'src/delivery/server-render.test.tsx': `// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import textDelivery from '@quire/plugin-element-text/delivery';
import ${n.camel}Delivery from './index.js';

const content = [{ type: '${n.contributionName}', id: 'b', children: [{ type: 'p', id: 'a', children: [{ text: 'Welcome' }] }] }] as Descendant[];
const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: '${n.id}', delivery: ${n.camel}Delivery },
];

describe('the ${n.contributionName} learner view on the server', () => {
  it('renders without a window, with the box and its text in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content });
    expect(html).toContain('<aside class="${n.base}-box" aria-label="${n.title}"><p class="${n.base}-box-label">${n.title}</p>');
    expect(html).toContain('Welcome');
  });
});
`,
  };
}
