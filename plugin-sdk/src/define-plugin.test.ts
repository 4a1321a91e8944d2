import { describe, expect, it } from 'vitest';
import { z } from '@quire/core';
import { definePlugin, definePluginSettings } from './define-plugin.js';

describe('definePlugin', () => {
  it('keeps settings a settings page can show', () => {
    const settings = definePluginSettings({ compact: z.boolean().default(false).meta({ title: 'Compact layout' }) });
    const manifest = definePlugin({ id: 'element-demo', settings });
    expect(manifest.settings).toBe(settings);
    expect(Object.isFrozen(manifest)).toBe(true);
    expect(manifest.settings?.parse({})).toEqual({ compact: false });
  });

  it('refuses settings a settings page cannot show, naming the plugin and the field', () => {
    const settings = definePluginSettings({ tags: z.array(z.string()).default([]).meta({ title: 'Tags' }) });
    expect(() => definePlugin({ id: 'element-demo', settings })).toThrow("Plugin 'element-demo' setting 'tags' is of type array");
    const unlabelled = definePluginSettings({ compact: z.boolean().default(false) });
    expect(() => definePlugin({ id: 'element-demo', settings: unlabelled })).toThrow("Plugin 'element-demo' setting 'compact' has no label");
  });
});
