import { describe, expect, it } from 'vitest';
import { WidgetRegistry } from './widget-registry.js';

describe('WidgetRegistry', () => {
  it('refuses a second widget of the same name unless it says what it replaces', () => {
    const widgets = new WidgetRegistry();
    widgets.contribute({ name: 'VideoPlayer', side: 'delivery' }, 'widget-video-player');
    expect(() => widgets.contribute({ name: 'VideoPlayer', side: 'delivery' }, 'acme-player')).toThrow(
      "Widget 'VideoPlayer' is contributed by both plugin 'widget-video-player' and plugin 'acme-player'",
    );
    widgets.contribute({ name: 'AcmePlayer', side: 'delivery', replaces: 'VideoPlayer' }, 'acme-player');
    expect(widgets.ownerOf('VideoPlayer')).toBe('acme-player');
  });

  it('refuses to replace a widget no plugin contributes', () => {
    expect(() => new WidgetRegistry().contribute({ name: 'X', side: 'delivery', replaces: 'Navbar' }, 'p')).toThrow(
      "Plugin 'p' replaces widget 'Navbar', which no plugin contributes",
    );
  });
});
