import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPluginSettings, describePluginSettings, readPluginSettings } from './plugin-settings.js';

const settings = z.object({
  privacy: z.boolean().default(true).meta({ title: 'Privacy-enhanced mode', description: 'No cookies until a video plays.' }),
  label: z.string().max(20).default('Watch').describe('Button label'),
  count: z.int().min(1).max(10).default(3).meta({ title: 'Videos per row' }),
  ratio: z.number().min(0).max(1).default(0.5).meta({ title: 'Ratio' }),
  size: z.enum(['small', 'large']).default('small').meta({ title: 'Size' }),
});

describe('plugin settings', () => {
  it('describe each field as the settings form draws it, with its default', () => {
    const { fields, defaults } = describePluginSettings('element-demo', settings);
    expect(fields).toEqual([
      { key: 'privacy', kind: 'boolean', label: 'Privacy-enhanced mode', description: 'No cookies until a video plays.', default: true },
      { key: 'label', kind: 'string', label: 'Button label', default: 'Watch', maxLength: 20 },
      { key: 'count', kind: 'number', label: 'Videos per row', default: 3, minimum: 1, maximum: 10, integer: true },
      { key: 'ratio', kind: 'number', label: 'Ratio', default: 0.5, minimum: 0, maximum: 1, integer: false },
      { key: 'size', kind: 'enum', label: 'Size', default: 'small', options: ['small', 'large'] },
    ]);
    expect(defaults).toEqual({ privacy: true, label: 'Watch', count: 3, ratio: 0.5, size: 'small' });
  });

  it.each([
    [{ tags: z.array(z.string()).default([]).meta({ title: 'Tags' }) }, "Plugin 'element-demo' setting 'tags' is of type array: a setting is a boolean, a string with a maximum length, a number with a minimum and a maximum, or an enum of strings"],
    [{ name: z.string().default('').meta({ title: 'Name' }) }, "Plugin 'element-demo' setting 'name' is a string without a maximum length: give it one with .max(…)"],
    [{ size: z.number().min(1).default(1).meta({ title: 'Size' }) }, "Plugin 'element-demo' setting 'size' is a number without a minimum and a maximum: give them with .min(…) and .max(…)"],
    [{ on: z.boolean().meta({ title: 'On' }) }, "Plugin 'element-demo' setting 'on' has no default: give it one with .default(…)"],
    [{ on: z.boolean().default(false) }, "Plugin 'element-demo' setting 'on' has no label: give it one with .meta({ title: '…' }) or .describe('…')"],
    [{ on: z.boolean().nullable().default(null).meta({ title: 'On' }) }, "Plugin 'element-demo' setting 'on' is of a kind with no single type: a setting is a boolean, a string with a maximum length, a number with a minimum and a maximum, or an enum of strings"],
  ])('refuse a field of another kind, or without a default or label, naming the plugin and the field (%#)', (shape, message) => {
    expect(() => describePluginSettings('element-demo', z.object(shape))).toThrow(message);
  });

  it('refuse defaults the schema does not take', () => {
    expect(() => describePluginSettings('element-demo', z.object({ name: z.string().min(2).max(5).default('').meta({ title: 'Name' }) }))).toThrow(
      "Plugin 'element-demo' settings have defaults the schema refuses: name:",
    );
  });

  it('read stored values field by field, each one no longer valid at its default', () => {
    expect(readPluginSettings('element-demo', settings, undefined)).toEqual({ privacy: true, label: 'Watch', count: 3, ratio: 0.5, size: 'small' });
    expect(readPluginSettings('element-demo', settings, { privacy: false, label: 'x'.repeat(30), count: 7, size: 'huge', gone: 1 })).toEqual({
      privacy: false,
      label: 'Watch',
      count: 7,
      ratio: 0.5,
      size: 'small',
    });
    expect(readPluginSettings('element-demo', settings, 'not an object')).toEqual(readPluginSettings('element-demo', settings, {}));
  });

  it('check a change over the current values, with a message for each field that has a problem', () => {
    const current = readPluginSettings('element-demo', settings, {});
    expect(checkPluginSettings('element-demo', settings, current, { count: 4 })).toEqual({ ok: true, values: { ...current, count: 4 } });
    expect(checkPluginSettings('element-demo', settings, current, { privacy: 'yes', label: 'x'.repeat(21), count: 2.5, ratio: 2, size: 'huge', colour: 'red' })).toEqual({
      ok: false,
      errors: {
        privacy: 'Choose on or off',
        label: 'Use at most 20 characters',
        count: 'Enter a whole number from 1 to 10',
        ratio: 'Enter a number from 0 to 1',
        size: 'Choose one of: small, large',
        colour: 'This plugin has no such setting',
      },
    });
  });
});
