export * from './evaluate-part.js';
export * from './seeded-shuffle.js';
export * from './apply-transformations.js';
export * from './delivered-model.js';
export * from './evaluate-activity.js';
