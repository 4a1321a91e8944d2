import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const HOSTS = /^@quire\/(server|web)(\/|$)/;
const BROWSER = /^(react|react-dom|slate-react|@codemirror\/|katex)/;
const NODE = /^(node:|koa|@koa\/|knex|better-sqlite3|pg$)/;

function violations(files: string[], forbidden: RegExp[], why: string): string[] {
  const out: string[] = [];
  for (const file of files) {
    for (const spec of imports(file)) {
      if (forbidden.some((re) => re.test(spec))) out.push(`${relative(root, file)} imports '${spec}' (${why})`);
    }
  }
  return out;
}

const pluginDirs = readdirSync(join(root, 'plugins')).map((name) => join(root, 'plugins', name, 'src'));
const pluginFiles = pluginDirs.flatMap(sourceFiles);

describe('import rules (style.md)', () => {
  it('plugins import the SDK, never core or a host', () => {
    expect(violations(pluginFiles, [HOSTS, /^@quire\/core/], 'plugins use @quire/plugin-sdk only')).toEqual([]);
  });

  it("a plugin's manifest and common code stay pure: no React, no Node, no host-typed SDK entries", () => {
    const pure = pluginFiles.filter((f) => !isTest(f) && (/[/\\]src[/\\]index\.ts$/.test(f) || /[/\\]src[/\\]common[/\\]/.test(f)));
    expect(violations(pure, [BROWSER, NODE, /^@quire\/plugin-sdk\/(authoring|delivery|server)/], 'both hosts load it')).toEqual([]);
  });

  it('browser parts do not import server code, and server parts no browser code', () => {
    const browser = pluginFiles.filter((f) => !isTest(f) && /[/\\]src[/\\](authoring|delivery)[/\\]/.test(f));
    const server = pluginFiles.filter((f) => !isTest(f) && /[/\\]src[/\\]server[/\\]/.test(f));
    expect(violations(browser, [NODE, /^@quire\/plugin-sdk\/server/], 'it runs in the browser')).toEqual([]);
    expect(violations(server, [BROWSER, /^@quire\/plugin-sdk\/(authoring|delivery)/], 'it runs on the server')).toEqual([]);
  });

  it('delivery parts stay free of tapable, which needs eval under the learner CSP', () => {
    const delivery = pluginFiles.filter((f) => !isTest(f) && /[/\\]src[/\\]delivery[/\\]/.test(f));
    expect(violations(delivery, [/^tapable/, /^@quire\/plugin-sdk\/authoring/], 'the learner bundle has no eval')).toEqual([]);
  });

  it('core has no React, no Node and no host imports', () => {
    const core = sourceFiles(join(root, 'core', 'src')).filter((f) => !isTest(f));
    expect(violations(core, [BROWSER, NODE, HOSTS, /^slate/], 'core runs everywhere')).toEqual([]);
  });
});

describe('dependency injection without decorator metadata', () => {
  it('every constructor parameter of an @injectable class names its token with @inject', () => {
    const files = ['core', 'plugin-sdk', 'host-server', 'host-web']
      .flatMap((dir) => sourceFiles(join(root, dir, 'src')))
      .concat(pluginDirs.flatMap(sourceFiles));
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/@injectable\(\)[\s\S]*?constructor\s*\(([\s\S]*?)\)\s*\{/g)) {
        const params = match[1].split(/,\s*\n/).map((p) => p.trim()).filter((p) => p !== '');
        for (const param of params) {
          if (!param.includes('@inject(')) problems.push(`${relative(root, file)}: constructor parameter without @inject: ${param.split('\n')[0]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
