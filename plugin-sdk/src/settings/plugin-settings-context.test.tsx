// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { PluginSettingsValues } from '@quire/core';
import { PluginSettingsContext, usePluginSettings } from './plugin-settings-context.js';
import * as authoring from '../authoring.js';
import * as delivery from '../delivery.js';

afterEach(cleanup);

const DEFAULTS = { autoplay: false, label: 'Watch', size: 3 };

function Shown() {
  return <output>{JSON.stringify(usePluginSettings('element-demo', DEFAULTS))}</output>;
}

const shown = (settings?: Readonly<Record<string, PluginSettingsValues>>) => {
  const { container } = render(settings ? <PluginSettingsContext.Provider value={settings}><Shown /></PluginSettingsContext.Provider> : <Shown />);
  return JSON.parse(container.textContent ?? '') as unknown;
};

describe('usePluginSettings', () => {
  it("gives the plugin's settings the host provides for the project", () => {
    expect(shown({ 'element-demo': { autoplay: true, label: 'Play', size: 5 }, other: { autoplay: false } })).toEqual({ autoplay: true, label: 'Play', size: 5 });
  });

  it('gives the defaults where the host gives nothing, for a field it left out or gave with another type', () => {
    expect(shown()).toEqual(DEFAULTS);
    expect(shown({ other: { autoplay: true } })).toEqual(DEFAULTS);
    expect(shown({ 'element-demo': { autoplay: 'yes', size: 4, extra: 1 } })).toEqual({ autoplay: false, label: 'Watch', size: 4 });
  });

  it('draws the same on the server, and is one context for the authoring and delivery entries', () => {
    const html = renderToString(
      <PluginSettingsContext.Provider value={{ 'element-demo': { autoplay: true, label: 'Play', size: 5 } }}>
        <Shown />
      </PluginSettingsContext.Provider>,
    );
    expect(html).toContain('{&quot;autoplay&quot;:true,&quot;label&quot;:&quot;Play&quot;,&quot;size&quot;:5}');
    expect(authoring.PluginSettingsContext).toBe(delivery.PluginSettingsContext);
    expect(authoring.usePluginSettings).toBe(delivery.usePluginSettings);
  });
});
