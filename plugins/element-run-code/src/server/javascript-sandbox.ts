import type { CodeRunResult } from '@quire/plugin-sdk/server';
import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten';
import { PRINTED_TOO_MUCH_MESSAGE, RAN_TOO_LONG_MESSAGE, USED_TOO_MUCH_MEMORY_MESSAGE, type RunLimits } from './run-limits.js';

/** Output that stops adding once its byte budget is spent, and remembers that it overflowed. */
class BoundedOutput {
  private used = 0;
  overflowed = false;
  readonly streams = { stdout: '', stderr: '' };

  constructor(private readonly budget: number) {}

  write(stream: 'stdout' | 'stderr', text: string): void {
    if (this.overflowed) return;
    const bytes = Buffer.byteLength(text);
    if (this.used + bytes <= this.budget) {
      this.streams[stream] += text;
      this.used += bytes;
      return;
    }
    // Keep what fits, cut on a character boundary.
    const room = Buffer.from(text).subarray(0, this.budget - this.used).toString('utf8').replace(/\uFFFD$/, '');
    this.streams[stream] += room;
    this.used = this.budget;
    this.overflowed = true;
  }
}

/** A value the learner logs, as `console.log` shows it: strings as they are, the rest as JSON where it can be. */
function shown(context: QuickJSContext, handle: QuickJSHandle): string {
  const value: unknown = context.dump(handle);
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function errorText(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value) {
    const { name, message } = value as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`;
  }
  return String(value);
}

/**
 * Runs JavaScript in a fresh QuickJS runtime inside WebAssembly: no file system, network,
 * timers or host objects, only `console.log`/`info` (stdout) and `console.error`/`warn`
 * (stderr). The runtime is interrupted past its CPU time or once the output budget is
 * spent, and its allocations fail past the memory limit. Synchronous: the caller runs it
 * off the server's event loop (a worker thread).
 */
export function runJavaScript(quickjs: QuickJSWASMModule, code: string, limits: RunLimits): CodeRunResult {
  const output = new BoundedOutput(limits.outputBytes);
  const runtime = quickjs.newRuntime();
  let timedOut = false;
  try {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(1024 * 1024);
    const deadline = performance.now() + limits.cpuMilliseconds;
    runtime.setInterruptHandler(() => {
      if (output.overflowed) return true;
      if (performance.now() < deadline) return false;
      timedOut = true;
      return true;
    });
    const context = runtime.newContext();
    try {
      const consoleObject = context.newObject();
      for (const [name, stream] of [['log', 'stdout'], ['info', 'stdout'], ['error', 'stderr'], ['warn', 'stderr']] as const) {
        const write = context.newFunction(name, (...args) => {
          output.write(stream, args.map((arg) => shown(context, arg)).join(' ') + '\n');
        });
        context.setProp(consoleObject, name, write);
        write.dispose();
      }
      context.setProp(context.global, 'console', consoleObject);
      consoleObject.dispose();

      const evaluated = context.evalCode(code, 'main.js');
      let error: string | undefined;
      if (evaluated.error) {
        const thrown: unknown = context.dump(evaluated.error);
        evaluated.error.dispose();
        error = errorText(thrown);
      } else {
        evaluated.value.dispose();
      }
      if (output.overflowed) error = PRINTED_TOO_MUCH_MESSAGE(limits);
      else if (timedOut) error = RAN_TOO_LONG_MESSAGE(limits);
      else if (error && /out of memory/i.test(error)) error = USED_TOO_MUCH_MEMORY_MESSAGE(limits);
      return { ...output.streams, ...(error === undefined ? {} : { error }) };
    } finally {
      context.dispose();
    }
  } finally {
    runtime.dispose();
  }
}
