const YES = new Set(['1', 'true', 'yes', 'on']);
const NO = new Set(['0', 'false', 'no', 'off']);

/**
 * Whether a first start on a fresh database seeds the demo course, whose accounts have
 * published passwords: `QUIRE_DEMO=1` or `0` decides; without it, everywhere but under
 * `NODE_ENV=production`. Any other value is refused, so a typo never seeds a real deployment.
 */
export function seedsDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.QUIRE_DEMO?.trim().toLowerCase();
  if (setting === undefined || setting === '') return env.NODE_ENV !== 'production';
  if (YES.has(setting)) return true;
  if (NO.has(setting)) return false;
  throw new Error(`QUIRE_DEMO: use 1 to seed the demo course on a fresh database, or 0 not to (not ${JSON.stringify(env.QUIRE_DEMO)})`);
}
