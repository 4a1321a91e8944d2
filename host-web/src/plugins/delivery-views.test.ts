import { describe, expect, it } from 'vitest';
import type { PageItem } from '@quire/core';
import { PAGINATION_CONTROLS_WIDGET } from '@quire/plugin-sdk/delivery';
import { pluginEntries } from 'virtual:quire-plugins';
import { pageContentKinds, modelContentKinds } from '../delivery/content-kinds.js';
import { deliveryViewsLoader, loadDeliveryViews, type DeliveryPluginEntry } from './delivery-views.js';

describe("a learner page's delivery views", () => {
  it('knows at build time what each plugin contributes', () => {
    const table = pluginEntries.find((entry) => entry.id === 'element-table');
    expect(table?.contributes?.elements).toContain('table');
    const choice = pluginEntries.find((entry) => entry.id === 'activity-multiple-choice');
    expect(choice?.contributes?.activities).toEqual(['oli_multiple_choice']);
    // A manifest the build cannot read would have its plugin downloaded on every page.
    expect(pluginEntries.filter((entry) => entry.delivery && !entry.contributes).map((entry) => entry.id)).toEqual([]);
  });

  it('downloads only the plugins the content names, and more when later content needs them', async () => {
    const page = [{ type: 'content', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Hi', strong: true }] }] }] as PageItem[];
    const views = await loadDeliveryViews(pageContentKinds(page));
    expect(views.element('p')).toBeDefined();
    expect(views.mark('strong')).toBeDefined();
    expect(views.element('table')).toBeUndefined();
    expect(views.activity('oli_multiple_choice')).toBeUndefined();
    expect(views.widget(PAGINATION_CONTROLS_WIDGET)).toBeUndefined();

    const model = { stem: { content: [{ type: 'table', id: 't', children: [] }] } };
    const more = await loadDeliveryViews({ ...modelContentKinds(model), activities: new Set(['oli_multiple_choice']) });
    expect(more).toBe(views);
    expect(views.element('table')).toBeDefined();
    expect(views.activity('oli_multiple_choice')).toBeDefined();

    // Page breaks need the pager.
    await loadDeliveryViews(pageContentKinds([...page, { type: 'break', id: 'b' }, ...page] as PageItem[]));
    expect(views.widget(PAGINATION_CONTROLS_WIDGET)).toBeDefined();
  });
});

describe('the kinds content names', () => {
  it('finds elements and marks inside structural items, and activity types', () => {
    const list = { type: 'ul', id: 'u', children: [{ type: 'li', id: 'l', children: [{ text: 'x', em: true, code: false }] }] };
    const items = [{ type: 'group', id: 'g', purpose: 'none', children: [{ type: 'content', id: 'c', children: [list] }] }] as unknown as PageItem[];
    const kinds = pageContentKinds(items, ['oli_ordering', null]);
    expect([...kinds.elements]).toEqual(expect.arrayContaining(['ul', 'li']));
    expect([...kinds.marks]).toEqual(['em']);
    expect([...kinds.activities]).toEqual(['oli_ordering']);
  });
});

describe('a widget that replaces another', () => {
  it("draws a widget whose manifest says it replaces the pager in the pager's place, and downloads it for pages with breaks", async () => {
    const installedPager = pluginEntries.find((entry) => entry.id === 'widget-pagination');
    if (!installedPager?.delivery) throw new Error('widget-pagination is not installed');
    const AcmePager = () => null;
    const acme: DeliveryPluginEntry = {
      id: 'acme-pager',
      contributes: { elements: [], marks: [], activities: [], widgets: [PAGINATION_CONTROLS_WIDGET], widgetReplaces: { AcmePager: PAGINATION_CONTROLS_WIDGET } },
      delivery: async () => ({ default: { widgets: { AcmePager } } }),
    };
    const load = deliveryViewsLoader([installedPager, acme]);
    const page = [{ type: 'content', id: 'c', children: [] }, { type: 'break', id: 'b' }] as PageItem[];
    const views = await load(pageContentKinds(page));
    expect(views.widget(PAGINATION_CONTROLS_WIDGET)).toBe(AcmePager);
  });
});
