import type { Knex } from 'knex';
import { UnknownFieldStripper, type PluginMigration } from '@quire/core';
import { invalidContent, storedContentProblem } from '../../authoring/stored-content.js';

/** Revisions read per step: a page's content may be half a megabyte. */
const REVISIONS_PER_STEP = 100;

/**
 * Repairs the revisions whose content no read could use: saves before bodies were measured
 * could store content nested thousands of levels deep (in a field no schema declares), which
 * made every read of the page fail. Each revision whose content is too deep, not JSON, or not
 * the shape of its kind (`storedContentProblem`) gets readable content in its place: a page
 * keeps its items when dropping the fields its schemas do not declare is enough, else it
 * becomes, like an activity, content holding one invalid element (`invalidContent`). Readable
 * revisions are left as they are. Reads degrade the same way on their own; this makes the
 * stored content say what readers see. `stripper` holds the installed plugins' element
 * schemas; a kind none of them knows is kept as it is.
 */
export function readableContent(stripper: UnknownFieldStripper): PluginMigration<Knex> {
  return { name: '0013-readable-content', up: (db) => makeReadable(db, stripper), down: async () => {} };
}

// The content replaced was unreadable: there is nothing to put back, so `down` does nothing.
async function makeReadable(db: Knex, stripper: UnknownFieldStripper): Promise<void> {
  for (let after = 0; ; ) {
    const rows = (await db('revisions')
      .join('resources', 'resources.id', 'revisions.resource_id')
      .where('revisions.id', '>', after)
      .orderBy('revisions.id')
      .limit(REVISIONS_PER_STEP)
      .select('revisions.id as id', 'resources.kind as kind', 'revisions.content as content')) as { id: number; kind: string; content: unknown }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      if ('value' in storedContentProblem(row.content, row.kind)) continue;
      const content = (row.kind === 'page' ? strippedPage(row.content, stripper) : undefined) ?? JSON.stringify(invalidContent(row.kind));
      await db('revisions').where({ id: row.id }).update({ content });
    }
    after = Number(rows[rows.length - 1].id);
  }
}

/** The page's text with the fields its schemas do not declare left out, when that makes it readable. */
function strippedPage(text: unknown, stripper: UnknownFieldStripper): string | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    // JSON.parse takes any depth; the strip does not go into the fields it drops.
    const json = JSON.stringify(stripper.page(JSON.parse(text)));
    return 'value' in storedContentProblem(json, 'page') ? json : undefined;
  } catch {
    // Not JSON, or nested too deeply where the schemas declare fields (the stack ran out).
    return undefined;
  }
}
