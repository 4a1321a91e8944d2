/**
 * Import rules for plugins (`npm run lint:plugins`): a plugin is a package that reaches Quire
 * only through @quire/plugin-sdk's public entries, so that it builds, installs and keeps
 * working outside this repository. A plugin is any `plugins/<id>/src` folder, wherever it
 * sits, so that the test's fixture plugin is held to the same rules.
 * https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const PLUGIN_FILE = '(?:^|/)plugins/([^/]+)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'plugin-imports-host',
      comment: 'A plugin never imports a host (host-web, host-server, @quire/web, @quire/server): the hosts load plugins, and lend them services through the SDK.',
      severity: 'error',
      from: { path: PLUGIN_FILE },
      // A package that does not resolve keeps its name: `@quire/web` names no entry file today.
      to: { path: ['^(host-web|host-server)/', '^@quire/(web|server)(/|$)'] },
    },
    {
      name: 'plugin-imports-core',
      comment: 'A plugin never imports @quire/core or its files: what a plugin may use of core, the SDK re-exports, and the SDK API report records.',
      severity: 'error',
      from: { path: PLUGIN_FILE },
      to: { path: ['^core/', '^@quire/core(/|$)'] },
    },
    {
      name: 'plugin-imports-sdk-file',
      comment: "A plugin imports the SDK by its package entries (@quire/plugin-sdk, …/authoring, …/delivery, …/server, …/testing), never its files by path: only the entries are the SDK's public API.",
      severity: 'error',
      from: { path: PLUGIN_FILE },
      to: { path: '^plugin-sdk/', dependencyTypes: ['local'] },
    },
    {
      name: 'plugin-imports-sdk-host-entry',
      comment: "A plugin does not import the SDK's host entries (@quire/plugin-sdk/host-authoring, …/host-server): they are what the hosts build the editor and the plugin routes with.",
      severity: 'error',
      from: { path: PLUGIN_FILE },
      to: { path: ['^plugin-sdk/src/host-', '^@quire/plugin-sdk/host-'] },
    },
    {
      name: 'plugin-imports-outside-its-folder',
      comment: 'A path a plugin imports stays inside its own folder; another package is imported by its name.',
      severity: 'error',
      from: { path: PLUGIN_FILE },
      to: { dependencyTypes: ['local'], pathNot: '(?:^|/)plugins/$1/' },
    },
    {
      name: 'plugin-imports-another-plugin',
      comment: "A plugin's shipped code does not import another plugin: what plugins share is in the SDK. Tests may load others (paragraphs, for instance).",
      severity: 'error',
      from: { path: PLUGIN_FILE, pathNot: '\\.test\\.tsx?$|/testing/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
  ],
  options: {
    // Only the plugins' own imports are judged; what core, the SDK and the hosts import is not.
    doNotFollow: { path: ['node_modules', '^(core|plugin-sdk/src|host-web|host-server)/'] },
    // `import type` counts: a plugin's types must come from the SDK as well.
    tsPreCompilationDeps: true,
    // The workspace packages resolve to their sources, as in the tests.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['quire-source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
