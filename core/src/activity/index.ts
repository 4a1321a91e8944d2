export * from './evaluate-part.js';
export * from './seeded-shuffle.js';
export * from './apply-transformations.js';
export * from './delivered-model.js';
export * from './evaluate-activity.js';
export * from './is-blank-rich-text.js';
export * from './deliverable-hints.js';
export * from './attempt-outcome.js';
