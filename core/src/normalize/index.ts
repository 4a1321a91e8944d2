export * from './content-normalizer.js';
export * from './page-normalizer.js';
export { hasContent } from './has-content.js';
