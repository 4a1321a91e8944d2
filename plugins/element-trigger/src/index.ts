/**
 * @quire/plugin-element-trigger: DOT, the AI activation point (spec authoring §1, §3;
 * delivery §4, §7, §9): an author's prompt placed on a page, which a learner's press sends
 * to the course assistant. This entry is the pure manifest both hosts read: no React, no
 * Node; `./authoring`, `./delivery` and `./server` are the trigger's editor, the learner's
 * DOT button, and a course assistant on an OpenAI-compatible chat-completions service.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { TRIGGER_ELEMENTS } from './common/trigger-elements.js';

export * from './common/trigger-kinds.js';
export * from './common/trigger-schema.js';
export * from './common/create-trigger.js';
export * from './common/trigger-lock.js';

/** @public */
export const triggerPlugin: PluginManifest = definePlugin({ id: 'element-trigger', elements: TRIGGER_ELEMENTS });

export default triggerPlugin;
