import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatePluginsModule } from '../../vite-plugin-quire-plugins.js';

const listFile = fileURLToPath(new URL('../../../quire.plugins.json', import.meta.url));

describe("plugins' stylesheets in the web app", () => {
  // Generating the module reads every plugin's manifest: seconds each on a busy machine.
  it('load with each part of a plugin that has one, and not for a plugin without', { timeout: 60_000 }, async () => {
    const all = await generatePluginsModule(listFile);
    expect(all).toContain(
      'authoring: () => Promise.all([import("@quire/plugin-element-table/authoring"), import("@quire/plugin-element-table/styles.css")]).then(([part]) => part)',
    );
    expect(all).toContain('delivery: () => Promise.all([import("@quire/plugin-element-table/delivery"), import("@quire/plugin-element-table/styles.css")])');
    expect(all).toContain('authoring: () => Promise.all([import("@quire/plugin-marks/authoring")]).then(([part]) => part)');
    const delivery = await generatePluginsModule(listFile, 'delivery');
    expect(delivery).toContain('import("@quire/plugin-element-youtube/styles.css")');
  });

  it("load the SDK's activity components' look with each part of a plugin that gives activity types, before its own", { timeout: 60_000 }, async () => {
    const all = await generatePluginsModule(listFile);
    expect(all).toContain(
      'authoring: () => Promise.all([import("@quire/plugin-activity-multiple-choice/authoring"), import("@quire/plugin-sdk/styles.css")]).then(([part]) => part)',
    );
    expect(all).toContain(
      'delivery: () => Promise.all([import("@quire/plugin-activity-multi-input/delivery"), import("@quire/plugin-sdk/styles.css"), import("@quire/plugin-activity-multi-input/styles.css")])',
    );
    const delivery = await generatePluginsModule(listFile, 'delivery');
    expect(delivery).toContain('delivery: () => Promise.all([import("@quire/plugin-activity-short-answer/delivery"), import("@quire/plugin-sdk/styles.css")])');
    expect(delivery).toContain('delivery: () => Promise.all([import("@quire/plugin-element-table/delivery"), import("@quire/plugin-element-table/styles.css")])');
  });
});
