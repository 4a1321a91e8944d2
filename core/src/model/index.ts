/**
 * The content model of Quire: types and zod schemas of every entity of the spec
 * (authoring §3, delivery §3), shared by the browser editor and the server.
 */
export * from './activity.js';
export * from './activity-references.js';
export * from './bank.js';
export * from './bibliography.js';
export * from './cited-bibrefs.js';
export * from './csl-item.js';
export * from './element-structure.js';
export * from './elements/index.js';
export * from './entity-id.js';
export * from './feedback-part.js';
export * from './feedback-result-class.js';
export * from './group-purpose.js';
export * from './hierarchy-node.js';
export * from './lock-result.js';
export * from './marks.js';
export * from './media-item.js';
export * from './message.js';
export * from './node.js';
export * from './page-nesting.js';
export { partLabel } from './part-label.js';
export * from './curriculum-item.js';
export * from './preferences.js';
export * from './proficiency.js';
export * from './resource-content.js';
export * from './safe-url.js';
export * from './search-logic.js';
export * from './search-words.js';
export * from './text-direction.js';
export * from './unknown-field-stripper.js';
export * from './validate-content.js';
