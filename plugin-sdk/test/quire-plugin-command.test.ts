import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const command = join(root, 'plugin-sdk', 'bin', 'quire-plugin.mjs');
const quirePlugin = (dir: string, verb: string) => execFileSync(process.execPath, [command, verb], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });

const workspaceManifest = {
  name: '@acme/quire-plugin-note',
  version: '1.0.0',
  type: 'module',
  files: ['dist'],
  exports: {
    '.': { 'quire-source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './styles.css': { 'quire-source': './src/note.css', default: './dist/note.css' },
    './package.json': './package.json',
  },
};

let dir: string;
beforeEach(() => {
  // A package of its own, with the repository's TypeScript as its dev dependency.
  dir = mkdtempSync(join(tmpdir(), 'quire-plugin-command-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(root, 'node_modules', 'typescript'), join(dir, 'node_modules', 'typescript'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(workspaceManifest, null, 2) + '\n');
  writeFileSync(join(dir, 'tsconfig.build.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', target: 'ES2022', declaration: true, rootDir: 'src', outDir: 'dist', types: [] }, include: ['src'], exclude: ['src/**/*.test.ts'] }));
  writeFileSync(join(dir, 'src', 'index.ts'), "export const greeting: string = 'hello';\n");
  writeFileSync(join(dir, 'src', 'index.test.ts'), "import { greeting } from './index.js';\nexport const checked = greeting;\n");
  writeFileSync(join(dir, 'src', 'note.css'), '.note { color: teal; }\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('quire-plugin, the command that builds and packs a plugin', () => {
  it('build compiles src to JavaScript and declarations, copies the stylesheets, and leaves tests out', () => {
    quirePlugin(dir, 'build');
    expect(readFileSync(join(dir, 'dist', 'index.js'), 'utf8')).toContain("greeting = 'hello'");
    expect(readFileSync(join(dir, 'dist', 'index.d.ts'), 'utf8')).toContain('greeting: string');
    expect(readFileSync(join(dir, 'dist', 'note.css'), 'utf8')).toContain('teal');
    expect(existsSync(join(dir, 'dist', 'index.test.js'))).toBe(false);
  });

  it('prepack gives the registry exports without the source condition, and postpack puts the workspace manifest back as it was', () => {
    const before = readFileSync(join(dir, 'package.json'), 'utf8');
    quirePlugin(dir, 'prepack');
    const packed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(packed.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './styles.css': { default: './dist/note.css' },
      './package.json': './package.json',
    });
    expect(existsSync(join(dir, 'dist', 'index.js'))).toBe(true);
    quirePlugin(dir, 'postpack');
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(before);
  });

  it('fails with the compiler errors, and names the package', () => {
    writeFileSync(join(dir, 'src', 'index.ts'), "export const greeting: number = 'hello';\n");
    let output = '';
    try {
      quirePlugin(dir, 'build');
    } catch (error) {
      const failed = error as { stdout: string; stderr: string };
      output = failed.stdout + failed.stderr;
    }
    expect(output).toContain("src/index.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(output).toContain(`quire-plugin: TypeScript reported errors in ${dir}`);
  });

  it('refuses a command it does not know', () => {
    expect(() => quirePlugin(dir, 'publish')).toThrow("quire-plugin: unknown command 'publish': use build, prepack or postpack");
  });
});
