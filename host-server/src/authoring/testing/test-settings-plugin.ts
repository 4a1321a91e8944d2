import type { PluginManifest } from '@quire/core';
import { z } from 'zod';

/** A plugin with a setting of every kind a settings form has: a switch, a text, a number and a choice. */
export const testSettingsPlugin: PluginManifest = {
  id: 'test-settings',
  settings: z.object({
    showTitles: z.boolean().default(false).meta({ title: 'Show titles', description: 'Show each block’s title above it.' }),
    buttonLabel: z.string().max(20).default('Continue').describe('Button label'),
    columns: z.int().min(1).max(4).default(2).meta({ title: 'Columns' }),
    layout: z.enum(['compact', 'spacious']).default('compact').meta({ title: 'Layout' }),
  }),
};
