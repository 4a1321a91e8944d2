/**
 * @quire/core: the content model, the extension points, the normaliser and the response
 * rules. No React and no Node-only APIs, so both hosts and every plugin can use it.
 * @packageDocumentation
 */
export * from './model/index.js';
export * from './extension/index.js';
export * from './normalize/index.js';
export * from './normalize/content-invariants.js';
export * from './rules/index.js';
export * from './activity/index.js';
export * from './util/index.js';
// Element and activity schemas are read by core (the content walker, the field stripper),
// so plugins write them with this zod, the one core reads.
export { z } from 'zod';
