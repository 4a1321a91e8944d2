/**
 * @quire/plugin-marks: the 14 text marks of the spec, with labels, hotkeys and which
 * ones are toolbar buttons. This entry is the pure manifest both hosts read.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { MARK_CONTRIBUTIONS } from './common/mark-contributions.js';

/** @public */
export const marksPlugin: PluginManifest = definePlugin({ id: 'marks', marks: MARK_CONTRIBUTIONS });

export default marksPlugin;
