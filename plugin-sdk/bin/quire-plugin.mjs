#!/usr/bin/env node
/**
 * quire-plugin: builds and packs a Quire package (a plugin, the SDK or core).
 *
 *   quire-plugin build      compiles src/ to dist/ (JavaScript and type declarations, with
 *                           tsconfig.build.json) and copies its stylesheets beside them
 *   quire-plugin prepack    builds, then writes the package.json a registry gets: exports
 *                           without the `quire-source` condition, whose TypeScript sources
 *                           are not packed
 *   quire-plugin postpack   puts the workspace's package.json back
 *
 * Plain JavaScript, so that it runs wherever the SDK is installed, with no TypeScript loader.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/** The export condition under which a workspace package resolves to its TypeScript sources. */
const SOURCE_CONDITION = 'quire-source';
/** Where prepack keeps the workspace's package.json until postpack. */
const WORKSPACE_MANIFEST = '.package.workspace.json';
/** Files copied from src/ to dist/ as they are: what TypeScript does not emit. */
const ASSET = /\.(css|svg|png|woff2?)$/;

function fail(message) {
  process.stderr.write(`quire-plugin: ${message}\n`);
  process.exit(1);
}

/** Test files stay out of the build, as they stay out of the package. */
function isTestPath(path) {
  return /\.test\.tsx?$/.test(path);
}

function assetFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...assetFiles(path));
    else if (ASSET.test(name)) out.push(path);
  }
  return out.filter((path) => !isTestPath(path));
}

function build(packageDir) {
  const config = join(packageDir, 'tsconfig.build.json');
  if (!existsSync(config)) fail(`no tsconfig.build.json in ${packageDir}`);
  rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
  const require = createRequire(join(packageDir, 'package.json'));
  let tsc;
  try {
    tsc = require.resolve('typescript/bin/tsc');
  } catch {
    fail('TypeScript is needed to build: npm install --save-dev typescript');
  }
  const compiled = spawnSync(process.execPath, [tsc, '-p', config], { cwd: packageDir, stdio: 'inherit' });
  if (compiled.status !== 0) fail(`TypeScript reported errors in ${packageDir}`);
  const src = join(packageDir, 'src');
  for (const asset of assetFiles(src)) {
    const target = join(packageDir, 'dist', relative(src, asset));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(asset, target);
  }
}

/** The exports map without the source condition: `{ "quire-source": a, default: b }` becomes b's entry alone where nothing else is left. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  if (Array.isArray(exports)) return exports.map(withoutSourceCondition);
  const entries = Object.entries(exports)
    .filter(([key]) => key !== SOURCE_CONDITION)
    .map(([key, value]) => [key, withoutSourceCondition(value)]);
  return Object.fromEntries(entries);
}

function readManifest(packageDir) {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
}

function prepack(packageDir) {
  const saved = join(packageDir, WORKSPACE_MANIFEST);
  // A pack that stopped half way left the workspace's manifest aside: it is the one to start from.
  if (existsSync(saved)) renameSync(saved, join(packageDir, 'package.json'));
  build(packageDir);
  const manifest = readManifest(packageDir);
  writeFileSync(saved, JSON.stringify(manifest, null, 2) + '\n');
  const packed = { ...manifest, exports: withoutSourceCondition(manifest.exports) };
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify(packed, null, 2) + '\n');
}

function postpack(packageDir) {
  const saved = join(packageDir, WORKSPACE_MANIFEST);
  if (existsSync(saved)) renameSync(saved, join(packageDir, 'package.json'));
}

const commands = { build, prepack, postpack };
const [command] = process.argv.slice(2);
const run = commands[command];
if (!run) fail(`unknown command '${command ?? ''}': use build, prepack or postpack`);
run(process.cwd());
