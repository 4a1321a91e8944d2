import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
const isTestSupport = (file: string) => /[/\\]testing[/\\]/.test(file);
const isProduct = (file: string) => !isTest(file) && !isTestSupport(file);
const PRODUCT_DIRS = ['core', 'plugin-sdk', 'host-server', 'host-web', 'bench', 'e2e'].map((dir) => join(root, dir, 'src'));

/** The source file a relative import names (`./x.js` is written for `./x.ts` or `./x.tsx`), if it is one. */
function resolveRelative(from: string, spec: string, known: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec).replace(/\.(js|jsx)$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => known.has(candidate));
}

/** Groups of files that import each other, directly or through others (Tarjan's strongly connected components). */
function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, imports(file).flatMap((spec) => resolveRelative(file, spec, known) ?? [])]));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(root, member));
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.includes(file)) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
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

// A plugin's imports of core, the hosts, SDK files and other plugins are checked by
// .dependency-cruiser.cjs (`npm run lint:plugins`, plugin-imports.test.ts).
describe('import rules (style.md)', () => {
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

  it('delivery parts stay free of the authoring SDK, which the learner bundle leaves out', () => {
    const delivery = pluginFiles.filter((f) => !isTest(f) && /[/\\]src[/\\]delivery[/\\]/.test(f));
    expect(violations(delivery, [/^@quire\/plugin-sdk\/authoring/], 'the learner bundle has no editor')).toEqual([]);
  });

  it('core has no React, no Node and no host imports', () => {
    const core = sourceFiles(join(root, 'core', 'src')).filter((f) => !isTest(f));
    expect(violations(core, [BROWSER, NODE, HOSTS, /^slate/], 'core runs everywhere')).toEqual([]);
  });
});

/** The element kinds the plugins in quire.plugins.json contribute, read from their manifests. */
async function installedElementKinds(): Promise<Set<string>> {
  const list = JSON.parse(readFileSync(join(root, 'quire.plugins.json'), 'utf8')) as { plugins: string[] };
  const kinds = new Set<string>();
  for (const name of list.plugins) {
    const manifest = ((await import(name)) as { default: { elements?: readonly { kind: string }[] } }).default;
    for (const element of manifest.elements ?? []) kinds.add(element.kind);
  }
  return kinds;
}

/**
 * String literals in `text` that name an element kind as content: compared with or given
 * as a node's `type` or `kind` (`type: 'p'`, `node.type === 'p'`), listed with other kinds
 * (`new Set(['p', 'h1'])`), or a kind no HTML tag or ARIA role shares (`'input_ref'`). A
 * tag or role that happens to share a kind's name (`closest('a')`, `role="dialog"`, a tag
 * list with other tags, a heading tag chosen by level) names no kind.
 */
function namedKinds(text: string, kinds: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const quoted = String.raw`'([a-z][a-z0-9_]*)'|"([a-z][a-z0-9_]*)"`;
  const patterns = [
    new RegExp(String.raw`\b(?:type|kind)\s*:\s*(?:${quoted})`, 'g'),
    new RegExp(String.raw`\.(?:type|kind)\s*[!=]==?\s*(?:${quoted})`, 'g'),
    new RegExp(String.raw`(?:${quoted})\s*[!=]==?\s*[\w$.?]*\.(?:type|kind)\b`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const kind = match[1] ?? match[2];
      if (kinds.has(kind)) found.push(kind);
    }
  }
  for (const match of text.matchAll(/\[\s*((?:(?:'[a-z][a-z0-9_]*'|"[a-z][a-z0-9_]*")\s*,\s*)+(?:'[a-z][a-z0-9_]*'|"[a-z][a-z0-9_]*"))\s*,?\s*\]/g)) {
    const items = match[1].split(',').map((item) => item.trim().slice(1, -1));
    if (items.every((item) => kinds.has(item))) found.push(...items);
  }
  for (const match of text.matchAll(new RegExp(quoted, 'g'))) {
    const kind = match[1] ?? match[2];
    if (kind.includes('_') && kinds.has(kind)) found.push(kind);
  }
  return found;
}

describe('element kinds belong to their plugins', () => {
  const someKinds = new Set(['p', 'h1', 'a', 'dialog', 'input_ref']);

  it('sees a kind named as content, and not a tag or role that shares its name', () => {
    expect(namedKinds(`const block = { type: 'p', id, children };`, someKinds)).toEqual(['p']);
    expect(namedKinds(`if (node.type === "h1" || 'a' !== child?.type) return;`, someKinds)).toEqual(['h1', 'a']);
    expect(namedKinds(`const BLOCKS = new Set(['p', 'h1']);`, someKinds)).toEqual(['p', 'h1']);
    expect(namedKinds(`const ref = 'input_ref';`, someKinds)).toEqual(['input_ref']);
    const dom = `target.closest('a'); <div role="dialog" aria-haspopup="dialog" />; sanitize(html, { FORBID_TAGS: ['a', 'style'] });
      const Heading = level === 1 ? 'h1' : 'h2'; if (kind === 'p') skip(); const name = 'input_ref_' + id;`;
    expect(namedKinds(dom, someKinds)).toEqual([]);
  });

  it('core and the hosts name no element kind outside demo data and tests', async () => {
    const kinds = await installedElementKinds();
    expect(kinds.has('p')).toBe(true);
    const files = ['core', 'host-web', 'host-server']
      .flatMap((dir) => sourceFiles(join(root, dir, 'src')))
      .filter((file) => isProduct(file) && !/[/\\]demo[/\\]/.test(file));
    const problems = files.flatMap((file) =>
      [...new Set(namedKinds(readFileSync(file, 'utf8'), kinds))].map((kind) => `${relative(root, file)} names the element kind '${kind}'`),
    );
    expect(problems).toEqual([]);
  });
});

describe('test support', () => {
  it('no shipped file imports from a testing/ folder', () => {
    const shipped = ['core', 'plugin-sdk', 'host-server', 'host-web'].map((dir) => join(root, dir, 'src')).concat(pluginDirs);
    const product = shipped.flatMap(sourceFiles).filter(isProduct);
    const known = new Set(PRODUCT_DIRS.concat(pluginDirs).flatMap(sourceFiles));
    const problems = product.flatMap((file) =>
      imports(file)
        .filter((spec) => /(^|\/)testing(\/|$)/.test(spec) || isTestSupport(resolveRelative(file, spec, known) ?? ''))
        .map((spec) => `${relative(root, file)} imports '${spec}' (test support is for tests)`),
    );
    expect(problems).toEqual([]);
  });
});

describe('import cycles', () => {
  it('the cycle finder sees files that import each other, also through a third', () => {
    expect(importCycles([join(root, 'plugin-sdk/test/testing/cycle/a.ts'), join(root, 'plugin-sdk/test/testing/cycle/b.ts'), join(root, 'plugin-sdk/test/testing/cycle/c.ts')])).toEqual([
      ['plugin-sdk/test/testing/cycle/a.ts', 'plugin-sdk/test/testing/cycle/b.ts', 'plugin-sdk/test/testing/cycle/c.ts'],
    ]);
  });

  it('no product files import each other, however indirectly', () => {
    const product = PRODUCT_DIRS.concat(pluginDirs).flatMap(sourceFiles).filter((f) => !isTest(f));
    expect(importCycles(product)).toEqual([]);
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
