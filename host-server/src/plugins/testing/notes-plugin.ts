import Router from '@koa/router';
import { definePlugin } from '@quire/plugin-sdk';
import { defineServer, PluginHttpError, pluginRequest, readJsonBody, type PluginServerServices } from '@quire/plugin-sdk/server';
import type { Knex } from 'knex';

/** The throwaway plugin's id, and so its route prefix and migration prefix. */
export const NOTES_PLUGIN_ID = 'test-notes';
/** The table its migration creates. */
export const NOTES_TABLE = 'test_notes__notes';

/**
 * A plugin with only a server part, for the tests of server parts: its migration makes a
 * table, its `init` keeps what it was given in `initCalls`, and its routes keep one note
 * per request, as the signed-in user.
 */
export function notesPlugin() {
  const initCalls: PluginServerServices<Knex>[] = [];
  const server = defineServer<Knex>({
    migrations: [
      {
        name: `${NOTES_PLUGIN_ID}-0001-notes`,
        up: (db) =>
          db.schema.createTable(NOTES_TABLE, (table) => {
            table.increments('id');
            table.integer('user_id').notNullable();
            table.string('text', 200).notNullable();
          }),
        down: (db) => db.schema.dropTable(NOTES_TABLE),
      },
    ],
    init: (services) => {
      initCalls.push(services);
    },
    routes: (services) => {
      const router = new Router();
      router.get('/notes', async (ctx) => {
        ctx.body = { notes: await services.db(NOTES_TABLE).select('text').orderBy('id') };
      });
      router.post('/notes', async (ctx) => {
        const body = (await readJsonBody(ctx, { bytes: 1024 })) as { text?: unknown };
        if (typeof body.text !== 'string' || body.text.length > 200) throw new PluginHttpError(400, 'A note is a text of at most 200 characters');
        await services.db(NOTES_TABLE).insert({ user_id: pluginRequest(ctx).user.id, text: body.text });
        ctx.status = 201;
        ctx.body = { result: 'success' };
      });
      return router;
    },
  });
  return { manifest: definePlugin({ id: NOTES_PLUGIN_ID }), server, initCalls };
}
