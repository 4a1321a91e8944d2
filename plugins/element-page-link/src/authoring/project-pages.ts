import { editorSharedLoad, type EditorLoad, type EditorServices, type PageLinkTarget } from '@quire/plugin-sdk/authoring';

/** The project's page list as the page-link views see it. @public */
export type ProjectPages = EditorLoad<readonly PageLinkTarget[]>;

/** The project's pages (`GET /project/{slug}/link` through the editor's services), one list per editor. */
const projectPages = editorSharedLoad((services) => services.loadPages());

/**
 * Loads the project's pages once per editor unless `again` asks for the current list; a
 * load already under way is shared. Resolves when it is done, whatever came of it.
 * @public
 */
export const loadProjectPages = (services: EditorServices, options?: { again?: boolean }): Promise<void> => projectPages.load(services, options);

/** The project's pages for a view of the editor, loaded the first time a view asks. @public */
export const useProjectPages = (services: EditorServices, options?: { again?: boolean }): ProjectPages => projectPages.use(services, options);
