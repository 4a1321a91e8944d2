import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@quire/server/demo';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { insertFromMenu, pageContent } from './testing/page-editor.js';
import { copyRepository, type RepositoryCopy } from './testing/repository-copy.js';
import { mustRun, runCommand } from './testing/run-command.js';
import { startWebAppUnderTest, type WebAppUnderTest } from './testing/web-app-under-test.js';

const PACKAGE = '@quire/plugin-element-hello';
const GREETING = 'Greetings from a packed plugin';
const UNUSED_BY_THE_DEMO = ['@quire/plugin-element-code', '@quire/plugin-element-formula', '@quire/plugin-element-run-code'];

/**
 * A plugin as an outside developer ships one: scaffolded, built to JavaScript, packed with
 * `npm pack`, and installed from the tarball into another checkout as a dependency (not a
 * workspace), whose web app and server then load it compiled.
 */
describe('a plugin made with the scaffold, packed, and installed from its tarball', () => {
  const copies: RepositoryCopy[] = [];
  let app: WebAppUnderTest | undefined;
  let tarball = '';
  afterAll(async () => {
    await app?.close();
    for (const copy of copies) copy.remove();
  });

  it('scaffolds an element, an activity and a widget whose own tests pass, and packs the element as compiled JavaScript', async () => {
    const source = copyRepository('quire-plugin-source-');
    copies.push(source);
    const cwd = source.dir;
    await mustRun('npm', ['run', 'new-plugin', '--', 'element-hello', '--kind', 'element'], { cwd });
    await mustRun('npm', ['run', 'new-plugin', '--', 'activity-hello', '--kind', 'activity'], { cwd });
    await mustRun('npm', ['run', 'new-plugin', '--', 'widget-hello', '--kind', 'widget'], { cwd });
    const again = await runCommand('npm', ['run', 'new-plugin', '--', 'element-hello', '--kind', 'element'], { cwd });
    expect(again.code).toBe(1);
    expect(again.output).toContain("A plugin with the id 'element-hello' already exists (plugins/element-hello).");
    const list = JSON.parse(readFileSync(join(cwd, 'quire.plugins.json'), 'utf8')) as { plugins: string[] };
    expect(list.plugins.slice(-3)).toEqual([PACKAGE, '@quire/plugin-activity-hello', '@quire/plugin-widget-hello']);

    const plainOutput = { NO_COLOR: '1', FORCE_COLOR: '0' };
    const tests = await mustRun('npx', ['vitest', 'run', 'plugins/element-hello', 'plugins/activity-hello', 'plugins/widget-hello'], { cwd, env: plainOutput });
    expect(tests).toMatch(/Test Files\s+8 passed \(8\)/);

    // Compiled against the SDK's declarations, as a plugin outside this repository is.
    await mustRun('npm', ['run', 'build', '-w', '@quire/core', '-w', '@quire/plugin-sdk', '-w', '@quire/plugin-activity-hello', '-w', '@quire/plugin-widget-hello'], { cwd });
    const packed = await mustRun('npm', ['pack', '--json', '--pack-destination', cwd], { cwd: join(cwd, 'plugins', 'element-hello') });
    const [report] = JSON.parse(packed.slice(packed.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    const files = report.files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/authoring/index.js', 'dist/delivery/index.js', 'dist/element-hello.css', 'package.json']));
    expect(files.filter((path) => path.startsWith('src/'))).toEqual([]);
    tarball = join(cwd, report.filename);
    // The workspace keeps its source entries; the tarball's manifest has none.
    expect(readFileSync(join(cwd, 'plugins', 'element-hello', 'package.json'), 'utf8')).toContain('quire-source');
  }, 300_000);

  it('installed from the tarball, an author inserts the element and publishes, and a learner gets it drawn by the server', async () => {
    expect(tarball).not.toBe('');
    const target = copyRepository('quire-plugin-target-');
    copies.push(target);
    await mustRun('npm', ['install', tarball, '--no-audit', '--no-fund', '--offline', '--ignore-scripts'], { cwd: target.dir });
    const installed = join(target.dir, 'node_modules', PACKAGE);
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(JSON.parse(readFileSync(join(target.dir, 'package.json'), 'utf8')).dependencies[PACKAGE]).toMatch(/^file:/);
    const listFile = join(target.dir, 'quire.plugins.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as { plugins: string[] };
    // The site lists the installed plugin, and leaves out plugins the demo course does not use
    // whose editors weigh most (CodeMirror, KaTeX, Lezer's parsers): its web build is then quicker.
    const plugins = list.plugins.filter((name) => !UNUSED_BY_THE_DEMO.includes(name));
    writeFileSync(listFile, JSON.stringify({ plugins: [...plugins, PACKAGE] }, null, 2));

    app = await startWebAppUnderTest({ repository: target.dir });
    const sectionSlug = await seedDemo(app.baseUrl);

    const { context, page, projectUrl } = await demoAuthorEditing(app, 'Welcome');
    await insertFromMenu(page, 'Hello');
    const box = pageContent(page).locator('aside.hello-box');
    await box.waitFor();
    await box.locator('p[data-slate-node]').last().click();
    await page.keyboard.type(GREETING);
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
    await publishToDemoSection(page, projectUrl);
    await context.close();

    const { context: learnerContext, page: learnerPage } = await demoLearnerOn({ app, sectionSlug }, 'welcome');
    await learnerPage.locator('aside.hello-box', { hasText: GREETING }).waitFor();
    // The page as the server sent it, before any script ran.
    const html = await (await learnerContext.request.get(learnerPage.url(), { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<aside class="hello-box" aria-label="Hello"><p class="hello-box-label">Hello<\/p><p[^>]*>(<[^>]+>)*Greetings from a packed plugin(<\/[^>]+>)*<\/p><\/aside>/);
    await learnerContext.close();
  }, 600_000);
});
