// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryContext } from '@quire/plugin-sdk/delivery';
import { renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { REFERENCES_WIDGET } from '../common/page-references.js';
import bibliographyDelivery from './index.js';
import { TWO_REFERENCES } from './testing/page-references-fixture.js';

/** The References widget as the host draws it after the content: by its name, with no props, in the page's context. */
function PageEnd({ pageData }: { pageData?: Record<string, unknown> }): ReactNode {
  const References = bibliographyDelivery.widgets?.[REFERENCES_WIDGET];
  return createElement(DeliveryContext.Provider, { value: { mode: 'delivery', pageData } }, References ? createElement(References) : null);
}

async function pageEnd(pageData?: Record<string, unknown>): Promise<{ html: string; page: HTMLElement }> {
  const html = await renderedOnServerAndHydrated(PageEnd, { pageData });
  const page = document.createElement('div');
  page.innerHTML = html;
  return { html, page };
}

describe('the References widget', () => {
  it('lists the references in the order given, each with its id and formatted HTML, under a References heading', async () => {
    const { page } = await pageEnd({ bibliography: TWO_REFERENCES });
    const section = page.querySelector('section');
    const heading = section?.querySelector('h2');
    expect(heading?.textContent).toBe('References');
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const items = [...(section?.querySelectorAll('li') ?? [])];
    expect(items.map((item) => item.id)).toEqual(['ref-7', 'ref-12']);
    expect(items[1].innerHTML).toBe(TWO_REFERENCES.references[1].html);
    expect(items[0].querySelector('i')?.textContent).toBe('Cell Reports');
  });

  it('draws nothing for a page without references', async () => {
    expect((await pageEnd(undefined)).html).toBe('');
    expect((await pageEnd({ bibliography: { citations: {}, references: [] } })).html).toBe('');
    expect((await pageEnd({ 'another-plugin': TWO_REFERENCES })).html).toBe('');
  });
});

describe('the delivery part', () => {
  it('draws cite elements and gives the References widget by their names', () => {
    expect(Object.keys(bibliographyDelivery.elements ?? {})).toEqual(['cite']);
    expect(Object.keys(bibliographyDelivery.widgets ?? {})).toEqual(['References']);
  });
});
