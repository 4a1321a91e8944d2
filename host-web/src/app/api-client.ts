/**
 * The browser's client for the server's `/api/v1` routes (spec authoring §7): JSON in and
 * out, the session cookie, and the CSRF token on every state-changing call. Failures
 * reject with an `ApiError` carrying the status, the status text, the message of the
 * JSON error body when there is one, and that body (a settings form reads its `errors`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A status of 0 means the request never reached the server (offline, connection lost). */
export const NETWORK_FAILURE = 0;

export class ApiClient {
  private csrfToken: string | undefined;

  constructor(
    private readonly base = '/api/v1',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  setCsrfToken(token: string | undefined): void {
    this.csrfToken = token;
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }
  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.request<T>('POST', path, body);
  }
  put<T>(path: string, body: unknown = {}): Promise<T> {
    return this.request<T>('PUT', path, body);
  }
  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }
  /** A multipart body (file uploads); the browser writes its content type with the boundary. */
  postForm<T>(path: string, form: FormData): Promise<T> {
    return this.request<T>('POST', path, form);
  }

  /** Sends `keepalive` so a save or unlock started while the page is closing still arrives. */
  async request<T>(method: string, path: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    let response: Response;
    try {
      response = await this.fetchImpl(this.base + path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        keepalive: options.keepalive,
      });
    } catch (error) {
      throw new ApiError(NETWORK_FAILURE, 'Network error', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    const parsed = text ? parseJson(text) : undefined;
    if (!response.ok) {
      const message =
        parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string'
          ? (parsed as { message: string }).message
          : text || response.statusText;
      const body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
      throw new ApiError(response.status, response.statusText, message, body);
    }
    return (parsed === undefined ? text : parsed) as T;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
