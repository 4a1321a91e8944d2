import type { ContentTypeRequest } from '@quire/plugin-sdk/authoring';
import { ECL_KIND } from '../common/run-code-kinds.js';

/** A runner as the block's editor offers it. @public */
export interface RunnerChoice {
  readonly name: string;
  readonly label: string;
}

/** Reads `GET /api/v1/content_types/ecl`'s `{runners}`, keeping the well-formed entries. */
export function runnerChoicesOf(answer: unknown): RunnerChoice[] {
  const runners = answer !== null && typeof answer === 'object' ? (answer as { runners?: unknown }).runners : undefined;
  if (!Array.isArray(runners)) return [];
  return runners.flatMap((entry: unknown) => {
    const { name, label } = (entry ?? {}) as Record<string, unknown>;
    return typeof name === 'string' && typeof label === 'string' ? [{ name, label }] : [];
  });
}

// One request per editor, however many run-code blocks its page has.
const asked = new WeakMap<ContentTypeRequest, Promise<RunnerChoice[]>>();

/** The runners the server has installed. */
export function installedRunners(request: ContentTypeRequest): Promise<RunnerChoice[]> {
  let answer = asked.get(request);
  if (!answer) {
    answer = request(ECL_KIND).then(runnerChoicesOf);
    // A failure is not kept: the next block asks again.
    answer.catch(() => asked.delete(request));
    asked.set(request, answer);
  }
  return answer;
}
