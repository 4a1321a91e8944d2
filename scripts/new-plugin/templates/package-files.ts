import type { PluginKind, PluginNames } from '../plugin-names.js';

/** The versions a new plugin asks of the host: the SDK's own, and the SDK's peers. */
export interface HostVersions {
  readonly sdk: string;
  readonly peers: Readonly<Record<string, string>>;
}

/** What each kind of plugin imports and so asks the host for. */
const PEERS_BY_KIND: Readonly<Record<PluginKind, readonly string[]>> = {
  element: ['react', 'slate', 'slate-react'],
  activity: ['react'],
  widget: ['react'],
};

/** Which entries each kind has: an element and an activity type are edited and delivered; a widget is only delivered. */
export function partsOf(kind: PluginKind): readonly ('authoring' | 'delivery')[] {
  return kind === 'widget' ? ['delivery'] : ['authoring', 'delivery'];
}

/** `./src/x.ts` in the workspace, `./dist/x.js` with its declarations once built. */
function entry(path: string) {
  return { 'quire-source': `./src/${path}.ts`, types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` };
}

export function packageJson(names: PluginNames, kind: PluginKind, description: string, versions: HostVersions): string {
  const parts = partsOf(kind);
  const exports: Record<string, unknown> = { '.': entry('index') };
  for (const part of parts) exports[`./${part}`] = entry(`${part}/index`);
  if (kind === 'element') exports['./styles.css'] = { 'quire-source': `./src/${names.id}.css`, default: `./dist/${names.id}.css` };
  exports['./package.json'] = './package.json';
  const peerDependencies: Record<string, string> = { '@quire/plugin-sdk': versions.sdk };
  for (const peer of PEERS_BY_KIND[kind]) peerDependencies[peer] = versions.peers[peer];
  const devDependencies: Record<string, string> = { 'react-dom': versions.peers['react-dom'] };
  // Element tests put the element among paragraphs, which element-text gives.
  if (kind === 'element') devDependencies['@quire/plugin-element-text'] = versions.sdk;
  const manifest = {
    name: names.packageName,
    version: '0.1.0',
    type: 'module',
    description,
    license: 'MIT',
    sideEffects: kind === 'element' ? ['*.css'] : false,
    files: ['dist'],
    exports,
    quire: { id: names.id, parts },
    scripts: { build: 'quire-plugin build', prepack: 'quire-plugin prepack', postpack: 'quire-plugin postpack' },
    peerDependencies,
    devDependencies,
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}

export function buildConfig(): string {
  const config = {
    extends: '@quire/plugin-sdk/tsconfig.plugin.json',
    compilerOptions: { rootDir: 'src', outDir: 'dist' },
    include: ['src'],
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/testing'],
  };
  return JSON.stringify(config, null, 2) + '\n';
}

export function readme(names: PluginNames, kind: PluginKind, description: string): string {
  const parts = partsOf(kind);
  return `# ${names.packageName}

${description}

A Quire ${kind} plugin, started with \`npm run new-plugin -- ${names.id} --kind ${kind}\`.

## Entries

- \`.\`: the manifest (\`src/index.ts\`), pure: both hosts read it.
${parts.map((part) => `- \`./${part}\`: the ${part} part (\`src/${part}/\`).`).join('\n')}

## Working on it

- Tests: \`npx vitest run plugins/${names.id}\` from the repository root.
- Build: \`npm run build -w ${names.packageName}\` writes JavaScript and type declarations to \`dist/\`.
- Pack: \`npm pack -w ${names.packageName}\` builds it and writes the tarball a registry takes.

The plugin guide (\`docs/plugin-guide.md\`) explains each part, and how to publish the package.
`;
}
