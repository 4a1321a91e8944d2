/**
 * @quire/plugin-bibliography: a project's bibliography and the citations of its pages. The
 * `cite` element (an inline citation of a bibliography entry by its id), the project's
 * Bibliography page, and the learner's References. This entry is the pure manifest both
 * hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CITE_ELEMENTS } from './common/cite-elements.js';
import { REFERENCES_WIDGET } from './common/page-references.js';

export * from './common/cite-kinds.js';
export * from './common/cite-schema.js';
export * from './common/bibliography-api.js';
export * from './common/page-references.js';

/** The address segment and label of the project's bibliography page. @public */
export const BIBLIOGRAPHY_PROJECT_PAGE = { id: 'bibliography', label: 'Bibliography' } as const;

/** @public */
export const citePlugin: PluginManifest = definePlugin({
  id: 'bibliography',
  elements: CITE_ELEMENTS,
  widgets: [{ name: REFERENCES_WIDGET, side: 'delivery' }],
  projectPages: [BIBLIOGRAPHY_PROJECT_PAGE],
});

export default citePlugin;
