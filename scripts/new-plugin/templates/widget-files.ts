import type { PluginNames } from '../plugin-names.js';

/**
 * A widget plugin. The learner page draws widgets by the names of their contracts, so a
 * new widget takes the place of one it names: this one replaces the pager under paginated
 * content (`PaginationControls`) with Previous, 'Page n of m' and Next.
 */
export function widgetFiles(n: PluginNames): Record<string, string> {
  const WIDGET = `${n.base.replace(/-/g, '_').toUpperCase()}_WIDGET`;
  return {
    'src/index.ts': `/**
 * ${n.packageName}: the \`${n.pascal}Pager\` widget, drawn in the place of the pager under
 * paginated content. This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, defineWidget, type PluginManifest } from '@quire/plugin-sdk';
import { ${WIDGET} } from './common/${n.base}-widget-name.js';

export * from './common/${n.base}-widget-name.js';

/** @public */
export const ${n.camel}Plugin: PluginManifest = definePlugin({
  id: '${n.id}',
  widgets: [defineWidget({ name: ${WIDGET}, side: 'delivery', replaces: 'PaginationControls' })],
});

export default ${n.camel}Plugin;
`,
    [`src/common/${n.base}-widget-name.ts`]: `/** The widget's own name; the page draws it where it draws \`PaginationControls\`. @public */
export const ${WIDGET} = '${n.pascal}Pager';
`,
    'src/delivery/index.ts': `/**
 * Delivery part of ${n.id}: the pager.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { ${WIDGET} } from '../common/${n.base}-widget-name.js';
import { ${n.pascal}Pager } from './${n.base}-pager.js';

export { ${n.pascal}Pager } from './${n.base}-pager.js';

/** @public */
export const ${n.camel}Delivery: DeliveryPart = defineDelivery({ widgets: { [${WIDGET}]: ${n.pascal}Pager } });

export default ${n.camel}Delivery;
`,
    [`src/delivery/${n.base}-pager.tsx`]: `import type { ReactNode } from 'react';
import type { PaginationControlsProps } from '@quire/plugin-sdk/delivery';

/** Previous, where the learner is, and Next; pages count from 0, people from 1. @public */
export function ${n.pascal}Pager({ label, current, count, onChoose }: PaginationControlsProps): ReactNode {
  return (
    <nav aria-label={label} className="${n.base}-pager">
      <button type="button" disabled={current <= 0} onClick={() => onChoose(current - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {current + 1} of {count}
      </span>
      <button type="button" disabled={current >= count - 1} onClick={() => onChoose(current + 1)}>
        Next
      </button>
    </nav>
  );
}
`,
    'src/index.test.ts': `import { describe, expect, it } from 'vitest';
import ${n.camel}Plugin from './index.js';

describe('${n.id} manifest', () => {
  it('gives a delivery widget that takes the place of the pager', () => {
    expect(${n.camel}Plugin.widgets).toEqual([{ name: '${n.pascal}Pager', side: 'delivery', replaces: 'PaginationControls' }]);
  });
});
`,
    [`src/delivery/${n.base}-pager.test.tsx`]: `// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DeliveryViews, PAGINATION_CONTROLS_WIDGET, type PaginationControlsProps } from '@quire/plugin-sdk/delivery';
import { renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import ${n.camel}Plugin from '../index.js';
import ${n.camel}Delivery from './index.js';

afterEach(cleanup);

/** The pager as the learner page finds it: by the name of the widget it replaces. */
function pagerFromPage() {
  const views = new DeliveryViews();
  const replaces = Object.fromEntries((${n.camel}Plugin.widgets ?? []).flatMap((widget) => (widget.replaces ? [[widget.name, widget.replaces]] : [])));
  views.add('${n.id}', ${n.camel}Delivery, replaces);
  const Pager = views.widget<PaginationControlsProps>(PAGINATION_CONTROLS_WIDGET);
  if (!Pager) throw new Error('no widget drawn for PaginationControls');
  return Pager;
}

describe('the ${n.pascal}Pager widget', () => {
  it('is drawn in the place of PaginationControls, and moves a page either way', () => {
    const Pager = pagerFromPage();
    const chosen: number[] = [];
    render(<Pager label="Pages of this lesson" current={2} count={5} onChoose={(page) => chosen.push(page)} />);
    expect(screen.getByRole('navigation', { name: 'Pages of this lesson' }).textContent).toContain('Page 3 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(chosen).toEqual([3, 1]);
  });

  it('renders on the server, with Previous disabled on the first page, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(pagerFromPage(), { label: 'Pages', current: 0, count: 3, onChoose: () => {} });
    expect(html).toContain('disabled="">Previous</button>');
    expect(html).toContain('Page <!-- -->1<!-- --> of <!-- -->3');
  });
});
`,
  };
}
