import { vi } from 'vitest';
import type { ApiRequest, ApiRequestInit } from '@quire/plugin-sdk/authoring';

/** A refusal as the host's `requestApi` rejects with it. */
export function refusal(status: number, message: string, body: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { status, body: { message, ...body } });
}

type Answer = (path: string, init: ApiRequestInit | undefined) => unknown;

/**
 * A `requestApi` that answers each call with `answer` (a value, or throws a refusal) and
 * records every call, for asserting on the requests the UI makes.
 */
export function fakeRequestApi(answer: Answer) {
  const calls: { path: string; init: ApiRequestInit | undefined }[] = [];
  const requestApi = vi.fn<ApiRequest>(async (path, init) => {
    calls.push({ path, init });
    return answer(path, init);
  });
  return { requestApi, calls };
}
