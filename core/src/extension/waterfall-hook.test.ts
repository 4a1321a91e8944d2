import { describe, expect, it } from 'vitest';
import { WaterfallHook } from './waterfall-hook.js';

describe('WaterfallHook', () => {
  it('passes each tap the value the previous one gave, and keeps it when a tap returns undefined', () => {
    const hook = new WaterfallHook<string>();
    hook.tap('upper', (html) => html.toUpperCase());
    hook.tap('not-mine', () => undefined);
    hook.tap('wrap', (html) => `<p>${html}</p>`);
    expect(hook.call('a')).toBe('<p>A</p>');
    expect(hook.tapNames()).toEqual(['upper', 'not-mine', 'wrap']);
  });

  it('returns the value unchanged without taps', () => {
    expect(new WaterfallHook<string>().call('x')).toBe('x');
  });

  it('names the plugin whose tap threw', () => {
    const hook = new WaterfallHook<string>();
    hook.tap('acme-paste', () => {
      throw new Error('bad markup');
    });
    expect(() => hook.call('x')).toThrow("Plugin 'acme-paste' failed in a hook: bad markup");
  });
});
