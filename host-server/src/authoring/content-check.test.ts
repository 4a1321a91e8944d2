import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerPluginHost } from '../plugins/create-server-plugin-host.js';
import { pluginListWithout } from '../testing/plugin-list-without.js';
import { newPageContent, PageContentChecker } from './content-check.js';

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));
const p = (id: string, text: string) => ({ type: 'p', id, children: [{ text }] });
const page = (...children: unknown[]) => ({ model: [{ type: 'content', id: 'c', children: [p('a', 'start'), ...children, p('z', 'end')] }] });

describe('PageContentChecker with the installed plugins', () => {
  let checker: PageContentChecker;
  beforeAll(async () => {
    checker = new PageContentChecker((await createServerPluginHost({ rootDir })).host);
  });

  it('checks the rich content a plugin says its element holds in fields, as children', () => {
    const link = { type: 'a', id: 'l', href: 'javascript:alert(1)', children: [{ text: 'x' }] };
    const table = { type: 'table', id: 't', caption: [{ type: 'p', id: 'cp', children: [{ text: '' }, link, { text: '' }] }], children: [] };
    expect(() => checker.check(page(table))).toThrow("Invalid 'a' at [0, 1].caption[0, 1]: href: Unsafe URL");
  });

  it('keeps a table whose caption is safe', () => {
    const table = {
      type: 'table',
      id: 't',
      caption: [{ type: 'p', id: 'cp', children: [{ text: 'Prices' }] }],
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [{ text: '1' }] }] }],
    };
    expect(checker.check(page(table))).toEqual(page(table));
  });
});

describe('newPageContent', () => {
  const ids = () => {
    let n = 0;
    return () => `n${++n}`;
  };

  it('starts a page with the installed default text block, or with nothing when no plugin gives one', async () => {
    const { host } = await createServerPluginHost({ rootDir });
    expect(newPageContent(host, ids())).toEqual({
      model: [{ type: 'content', id: 'n2', children: [{ type: 'p', id: 'n1', children: [{ text: '' }] }] }],
    });
    const withoutText = (await createServerPluginHost({ rootDir, listFile: pluginListWithout(['@quire/plugin-element-text']) })).host;
    const content = newPageContent(withoutText, ids());
    expect(content).toEqual({ model: [{ type: 'content', id: 'n1', children: [] }] });
    expect(new PageContentChecker(withoutText).check(content)).toEqual(content);
  });
});
