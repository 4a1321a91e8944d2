import type { ProjectRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';

/**
 * Runs the server parts' content-save checks on content a save sends (with the `bibrefs` it
 * lists), before the save's transaction: a check that refuses throws its 400, and nothing
 * is written.
 */
export async function checkSavedContent(
  services: ServerServices,
  project: ProjectRow,
  update: { readonly content?: Readonly<Record<string, unknown>>; readonly bibrefs?: readonly (string | number)[] },
): Promise<void> {
  if (update.content === undefined && update.bibrefs === undefined) return;
  const content = update.bibrefs === undefined ? (update.content ?? {}) : { ...update.content, bibrefs: update.bibrefs };
  for (const check of services.pluginHooks.contentSaveChecks) {
    await check({ db: services.db, project: { id: project.id, slug: project.slug }, content });
  }
}
