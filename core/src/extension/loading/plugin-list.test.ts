import { describe, expect, it } from 'vitest';
import { parsePluginList, pluginPackageInfo } from './plugin-list.js';

describe('parsePluginList', () => {
  it('reads the package names in order', () => {
    expect(parsePluginList('{"plugins":["@quire/plugin-marks","@quire/plugin-element-text"]}').plugins).toEqual([
      '@quire/plugin-marks',
      '@quire/plugin-element-text',
    ]);
  });

  it.each([
    ['{', 'is not valid JSON'],
    ['[]', 'must be an object with a "plugins" array'],
    ['{"plugins":[3]}', 'lists an invalid package name: 3'],
    ['{"plugins":["a","a"]}', "lists 'a' twice"],
  ])('explains what is wrong with %s', (text, message) => {
    expect(() => parsePluginList(text)).toThrow(message);
  });
});

describe('pluginPackageInfo', () => {
  it('reads the id, parts, version and description, and names a package that is not a plugin', () => {
    expect(pluginPackageInfo({ quire: { id: 'marks', parts: ['authoring', 'delivery'] } }, 'm')).toEqual({
      id: 'marks',
      parts: ['authoring', 'delivery'],
      version: null,
      description: null,
    });
    expect(pluginPackageInfo({ version: '1.2.0', description: 'Marks.', quire: { id: 'marks' } }, 'm')).toMatchObject({ version: '1.2.0', description: 'Marks.' });
    expect(() => pluginPackageInfo({ name: 'left-pad' }, 'left-pad')).toThrow("Package 'left-pad' has no \"quire\"");
    expect(() => pluginPackageInfo({ quire: { id: 'x', parts: ['mobile'] } }, 'x')).toThrow("unknown part 'mobile'");
  });
});
