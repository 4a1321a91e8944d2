import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityBankScenario } from './scenarios/activity-bank.js';
import { activityEvaluationScenario } from './scenarios/activity-evaluation.js';
import { bibliographyScenario } from './scenarios/bibliography.js';
import { editorKeystrokeScenario } from './scenarios/editor-keystroke.js';
import { formulaPageScenario } from './scenarios/formula-page.js';
import { learnerPageScenario } from './scenarios/learner-page.js';
import { learnerStateScenario } from './scenarios/learner-state.js';
import { loginStormScenario } from './scenarios/login-storm.js';
import { mediaLibraryScenario } from './scenarios/media-library.js';
import { normalizeScenario, type ScenarioResult } from './scenarios/normalize.js';
import { resourceSaveScenario } from './scenarios/resource-save.js';
import { ruleLoadScenario } from './scenarios/rule-load.js';
import { runCodeScenario } from './scenarios/run-code.js';

const scenarios: Record<string, () => ScenarioResult | Promise<ScenarioResult>> = {
  normalize: normalizeScenario,
  'learner-state': learnerStateScenario,
  'resource-save': resourceSaveScenario,
  'editor-keystroke': editorKeystrokeScenario,
  'activity-evaluation': activityEvaluationScenario,
  'learner-page': learnerPageScenario,
  'formula-page': formulaPageScenario,
  'media-library': mediaLibraryScenario,
  'login-storm': loginStormScenario,
  'rule-load': ruleLoadScenario,
  'run-code': runCodeScenario,
  bibliography: bibliographyScenario,
  'activity-bank': activityBankScenario,
};

const only = process.argv.slice(2);
const results: ScenarioResult[] = [];
let failed = false;
for (const [name, run] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const result = await run();
  results.push(result);
  console.log(`\n## ${result.scenario}`);
  console.table(result.rows);
  for (const check of result.checks) {
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
    if (!check.pass) failed = true;
  }
}

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString();
writeFileSync(join(dir, 'latest.json'), JSON.stringify({ date: stamp, node: process.version, results }, null, 2) + '\n');
console.log(`\nResults written to bench/results/latest.json`);
process.exitCode = failed ? 1 : 0;
