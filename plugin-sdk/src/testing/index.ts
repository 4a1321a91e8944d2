/**
 * The plugin test kit: load only the plugins under test into a host, normalise fixtures,
 * render delivery views to HTML, and build a headless editor.
 * @packageDocumentation
 */
export * from './test-host.js';
export * from './normalize-with-plugins.js';
export * from './render-delivery.js';
export * from './server-render.js';
export * from './test-editor.js';
export * from './plain-rich-text-field.js';
export * from './single-part-attempt.js';
export * from './test-editor-view.js';
export * from './markdown-test-converter.js';
