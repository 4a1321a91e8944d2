import type { Descendant } from '@quire/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPageHtml } from '../delivery/render-page-html.js';
import { pluginListWithout } from '../testing/plugin-list-without.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createItem, createProject, pageWith, paragraph, signedIn } from './testing/signed-in.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

// A table the table plugin would change: its first row is short (the plugin pads it), and it
// carries a field no schema of this version declares (a save would remove it).
const table = {
  type: 'table',
  id: 't1',
  border: 'hidden',
  addedByALaterVersion: { keep: ['me'] },
  children: [
    { type: 'tr', id: 'r1', children: [{ type: 'td', id: 'c1', colspan: 1, children: [{ text: 'Only cell', bold: true }] }] },
    {
      type: 'tr',
      id: 'r2',
      children: [
        { type: 'th', id: 'c2', children: [{ text: 'Left' }] },
        { type: 'td', id: 'c3', children: [{ type: 'p', id: 'p9', children: [{ text: 'Right' }] }] },
      ],
    },
  ],
};
// A kind from a plugin this site never had.
const sketch = { type: 'sketch', id: 's1', strokes: [[0, 0, 4, 4]], children: [{ text: '' }] };

describe.each(testDialects())('element kinds of plugins that are not installed, on %s', (dialect) => {
  let server: TestServer;
  let ada: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { pluginListFile: pluginListWithout(['@quire/plugin-element-table']) });
    ada = await signedIn(server, 'Ada');
    slug = await createProject(ada, 'Tables elsewhere');
  });
  afterAll(() => server.close());

  async function saveAndRead(content: unknown): Promise<{ status: number; stored: string; read: unknown }> {
    const page = await createItem(ada, slug, 'Lesson');
    await ada.post(`/api/v1/project/${slug}/lock/${page.id}`);
    const saved = await ada.put(`/api/v1/project/${slug}/resource/${page.id}`, { update: { content } });
    const resource = await server.services.db('resources').where({ id: page.id }).first();
    const revision = await server.services.db('revisions').where({ id: resource.current_revision_id }).first();
    const read = (await ada.get(`/api/v1/storage/project/${slug}/resource/${page.id}`)).body.content;
    return { status: saved.status, stored: revision.content, read };
  }

  it('saves a page with a table and reads it back byte-identical', async () => {
    expect(server.services.host.elements.get('table')).toBeUndefined();
    const content = pageWith([paragraph('Before'), table, paragraph('After', 'p2')]);
    const { status, stored, read } = await saveAndRead(content);
    expect(status).toBe(200);
    expect(stored).toContain(JSON.stringify(table));
    expect(JSON.stringify(read)).toBe(JSON.stringify(content));
  });

  it('keeps a kind no plugin ever contributed, inside known elements too', async () => {
    const content = pageWith([paragraph('Before'), { type: 'blockquote', id: 'q1', children: [sketch] }, paragraph('After', 'p2')]);
    const { status, read } = await saveAndRead(content);
    expect(status).toBe(200);
    expect(JSON.stringify(read)).toBe(JSON.stringify(content));
  });

  it('still checks and repairs the kinds of the installed plugins around them', async () => {
    const link = { type: 'a', id: 'a1', href: 'javascript:alert(1)', children: [{ text: 'x' }] };
    const refused = await saveAndRead(pageWith([paragraph('Before'), table, { type: 'p', id: 'p2', children: [{ text: '' }, link, { text: '' }] }]));
    expect(refused.status).toBe(400);
    // A paragraph loses a field its schema does not declare, and the page gains the
    // paragraph it must start with, while the table is left as it came.
    const { read } = await saveAndRead(pageWith([table, { type: 'p', id: 'p1', stray: 1, children: [{ text: 'x' }] }]));
    const [first, ...rest] = (read as { model: [{ children: unknown[] }] }).model[0].children;
    expect(first).toMatchObject({ type: 'p', children: [{ text: '' }] });
    expect(JSON.stringify(rest)).toBe(JSON.stringify([table, paragraph('x', 'p1')]));
  });

  it('shows learners the invalid-element box where the table was', async () => {
    const html = renderPageHtml('Course', 'Lesson', [paragraph('Before'), table] as Descendant[], server.services.views);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('Content element is invalid');
    expect(html).not.toContain('Only cell');
  });
});
