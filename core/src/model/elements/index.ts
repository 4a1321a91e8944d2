/**
 * The building blocks of element schemas (the common element shape, rich content,
 * captions, dimensions, checked URLs), the text leaf schema, and the contract by which an
 * element says where it keeps rich content in its fields. Each element kind's schema is
 * its plugin's.
 */
export * from './content-slots.js';
export * from './element-schema.js';
export * from './text.js';
