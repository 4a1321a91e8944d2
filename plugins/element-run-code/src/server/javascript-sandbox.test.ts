import { beforeAll, describe, expect, it } from 'vitest';
import { getQuickJS, type QuickJSWASMModule } from 'quickjs-emscripten';
import { runJavaScript } from './javascript-sandbox.js';
import { DEFAULT_RUN_LIMITS } from './run-limits.js';

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});

const run = (code: string, limits = DEFAULT_RUN_LIMITS) => runJavaScript(quickjs, code, limits);

describe('the JavaScript sandbox', () => {
  it("gives back what the code logs, on stdout and stderr", () => {
    expect(run("console.log('Hello', 6 * 7, [1, 2], { a: 1 }); console.error('careful')")).toEqual({ stdout: 'Hello 42 [1,2] {"a":1}\n', stderr: 'careful\n' });
  });

  it('reports what the code throws', () => {
    expect(run("console.log('before'); throw new TypeError('bad input')")).toEqual({ stdout: 'before\n', stderr: '', error: 'TypeError: bad input' });
    expect(run('let = ;').error).toMatch(/^SyntaxError/);
  });

  it('stops an endless loop at the time limit, with a message that says so', () => {
    const started = performance.now();
    const result = run('while (true) {}', { ...DEFAULT_RUN_LIMITS, cpuMilliseconds: 300 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.error).toBe('Your code ran for more than 0.3 seconds and was stopped.');
  });

  it('refuses to allocate a gigabyte, and stops code that grows past 64 MB', () => {
    expect(run('new ArrayBuffer(1024 ** 3)').error).toBe('Your code used more than 64 MB of memory and was stopped.');
    expect(run('const chunks = []; while (true) chunks.push(new Uint8Array(1024 * 1024));').error).toBe('Your code used more than 64 MB of memory and was stopped.');
  });

  it('keeps at most 64 KB of output and stops the code that prints more', () => {
    const result = run("while (true) console.log('é'.repeat(1000))");
    expect(Buffer.byteLength(result.stdout)).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.byteLength(result.stdout)).toBeGreaterThan(60 * 1024);
    expect(result.error).toBe('Your code printed more than 64 KB, so it was stopped and the rest is not shown.');
  });

  it('has no require, process, fetch, timers or file system', () => {
    expect(run("console.log(typeof require, typeof process, typeof fetch, typeof setTimeout, typeof XMLHttpRequest, typeof globalThis.std, typeof globalThis.os)").stdout).toBe(
      'undefined undefined undefined undefined undefined undefined undefined\n',
    );
  });

  it('starts each run afresh: nothing one run leaves reaches the next', () => {
    run('globalThis.secret = 42; Object.prototype.polluted = true;');
    expect(run('console.log(typeof secret, ({}).polluted)').stdout).toBe('undefined undefined\n');
  });
});
