/**
 * Writes the API report of every @quire/plugin-sdk entry point (`api/*.api.md`): the
 * signatures a plugin compiles against, core's re-exported ones included. A change to a
 * report is a change plugins see, so it is reviewed like code.
 *
 *   npm run api-report -w @quire/plugin-sdk
 *
 * tsc first writes the declarations of plugin-sdk and core into a git-ignored folder,
 * `.api-report/`, inside the package, where node_modules still resolves the third-party
 * types; API Extractor then reads them, one compiler program for all entries.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, ExtractorMessageCategory, type ExtractorMessage } from '@microsoft/api-extractor';

/** One entry of the package's `exports`, the source it is built from, and its report's name. */
export interface SdkEntryPoint {
  readonly subpath: string;
  readonly source: string;
  readonly report: string;
}

/** Listed here rather than read from package.json, whose `exports` values change shape as the package is built. */
export const SDK_ENTRY_POINTS: readonly SdkEntryPoint[] = [
  { subpath: '.', source: 'src/index.ts', report: 'plugin-sdk' },
  { subpath: './authoring', source: 'src/authoring.ts', report: 'plugin-sdk-authoring' },
  { subpath: './modal-dialog', source: 'src/authoring/modal-dialog.tsx', report: 'plugin-sdk-modal-dialog' },
  { subpath: './delivery', source: 'src/delivery.ts', report: 'plugin-sdk-delivery' },
  { subpath: './server', source: 'src/server.ts', report: 'plugin-sdk-server' },
  { subpath: './testing', source: 'src/testing/index.ts', report: 'plugin-sdk-testing' },
  { subpath: './host-authoring', source: 'src/host-authoring.ts', report: 'plugin-sdk-host-authoring' },
  { subpath: './host-server', source: 'src/host-server.ts', report: 'plugin-sdk-host-server' },
];

export const UPDATE_COMMAND = 'npm run api-report -w @quire/plugin-sdk';

export interface ApiReportOptions {
  /** A folder with `tsconfig.base.json`, `core/src` and `plugin-sdk/`: the repository, or a copy of those. */
  readonly root: string;
  /** Where the `.api.md` files are written. */
  readonly reportFolder: string;
  readonly entryPoints?: readonly SdkEntryPoint[];
}

export interface ApiReportResult {
  /** The report files written, by file name. */
  readonly reports: readonly string[];
  /** API Extractor's warnings and errors, which a clean SDK has none of. */
  readonly problems: readonly string[];
}

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** `src/authoring/modal-dialog.tsx` → `<declarations>/plugin-sdk/src/authoring/modal-dialog.d.ts` */
function declarationOf(declarations: string, source: string): string {
  return join(declarations, 'plugin-sdk', source.replace(/\.tsx?$/, '.d.ts'));
}

export async function writeApiReports({ root, reportFolder, entryPoints = SDK_ENTRY_POINTS }: ApiReportOptions): Promise<ApiReportResult> {
  const sdk = join(root, 'plugin-sdk');
  await mkdir(join(sdk, '.api-report'), { recursive: true });
  // A folder of its own, so that runs at the same time (a test, the script) do not meet.
  const work = await mkdtemp(join(sdk, '.api-report', 'run-'));
  try {
    const declarations = join(work, 'declarations');
    try {
      await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(sdk, 'tsconfig.api-report.json'), '--outDir', declarations], {
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = '', message } = error as { stdout?: string; message: string };
      throw new Error(`tsc could not write the SDK's declarations:\n${stdout || message}`);
    }

    // API Extractor writes file paths in the reports relative to the package.json it is given:
    // one in the declaration folder keeps those paths the same in every run.
    const { name, version, type } = JSON.parse(await readFile(join(sdk, 'package.json'), 'utf8')) as Record<string, unknown>;
    const packageJson = join(declarations, 'package.json');
    await writeFile(packageJson, JSON.stringify({ name, version, type }));

    const configFile = join(sdk, 'api-extractor.json');
    const shared = ExtractorConfig.loadFile(configFile);
    const entryFiles = entryPoints.map((entry) => declarationOf(declarations, entry.source));
    const configFor = (entry: SdkEntryPoint) =>
      ExtractorConfig.prepare({
        configObjectFullPath: configFile,
        packageJsonFullPath: packageJson,
        configObject: {
          ...shared,
          projectFolder: sdk,
          mainEntryPointFilePath: declarationOf(declarations, entry.source),
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: 'ES2022',
                module: 'NodeNext',
                moduleResolution: 'NodeNext',
                lib: ['ES2023', 'DOM', 'DOM.Iterable'],
                jsx: 'react-jsx',
                strict: true,
                esModuleInterop: true,
                types: ['node'],
                // Core's declarations, not its sources, which the package's `exports` lead to.
                paths: { '@quire/core': [join(declarations, 'core', 'src', 'index.d.ts')] },
              },
              files: entryFiles,
            },
          },
          apiReport: { ...shared.apiReport, enabled: true, reportFileName: entry.report, reportFolder, reportTempFolder: join(work, 'reports') },
        },
      });

    const problems: string[] = [];
    const collect = (entry: SdkEntryPoint) => (message: ExtractorMessage) => {
      message.handled = true;
      // Console messages say which files were written, which the caller reports itself.
      if (message.category !== ExtractorMessageCategory.Console && (message.logLevel === ExtractorLogLevel.Warning || message.logLevel === ExtractorLogLevel.Error)) {
        problems.push(`${entry.subpath}: ${message.formatMessageWithLocation(declarations)}`);
      }
    };
    await mkdir(reportFolder, { recursive: true });
    let compilerState: CompilerState | undefined;
    for (const entry of entryPoints) {
      const config = configFor(entry);
      compilerState ??= CompilerState.create(config, { additionalEntryPoints: entryFiles });
      // A local build writes the report into reportFolder whether or not it changed.
      Extractor.invoke(config, { localBuild: true, compilerState, messageCallback: collect(entry) });
    }
    const names = new Set(entryPoints.map((entry) => `${entry.report}.api.md`));
    const reports = (await readdir(reportFolder)).filter((name) => names.has(name)).sort();
    return { reports, problems };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const reportFolder = join(root, 'plugin-sdk', 'api');
  const { reports, problems } = await writeApiReports({ root, reportFolder });
  for (const report of reports) console.log(`plugin-sdk/api/${report}`);
  for (const problem of problems) console.warn(problem);
}
