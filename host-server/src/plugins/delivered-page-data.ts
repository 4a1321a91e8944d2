import type { ServerServices } from '../server-services.js';

/**
 * What the server parts add to a delivered page (`pageData`), by plugin id: undefined when
 * none adds anything. A part that fails is logged and left out; the page still goes out.
 */
export async function deliveredPageData(
  services: ServerServices,
  page: { readonly projectId: number; readonly publicationId?: number; readonly content: Readonly<Record<string, unknown>> },
): Promise<Record<string, unknown> | undefined> {
  const hooks = services.pluginHooks.pageData;
  if (hooks.length === 0) return undefined;
  const built = await Promise.all(
    hooks.map(async ({ pluginId, build }) => {
      try {
        return [pluginId, await build({ db: services.db, ...page })] as const;
      } catch (error) {
        services.logger.error(`Plugin '${pluginId}' failed to build a page's data: ${error instanceof Error ? error.message : String(error)}`, { pluginId });
        return [pluginId, undefined] as const;
      }
    }),
  );
  const data = Object.fromEntries(built.filter(([, value]) => value !== undefined));
  return Object.keys(data).length > 0 ? data : undefined;
}
