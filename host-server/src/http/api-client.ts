/** What a caller sees of an answer: status, parsed JSON body (or text) and headers. */
export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/**
 * An HTTP client that behaves like a browser tab: it keeps the session
 * cookie and sends the CSRF token it was given on every state-changing request.
 */
export class ApiClient {
  private cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(private readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, init: { raw?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrfToken && method !== 'GET' && headers['x-csrf-token'] === undefined) headers['x-csrf-token'] = this.csrfToken;
    let payload: string | undefined = init.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else if (payload !== undefined && headers['content-type'] === undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const result = { status: response.status, body: parsed as T, headers: response.headers };
    const token = (parsed as { csrfToken?: unknown })?.csrfToken;
    if (typeof token === 'string') this.csrfToken = token;
    return result;
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Registers a new account and stays signed in as it. */
  async register(email: string, password = 'correct horse battery', name = 'Test User') {
    const response = await this.post('/api/v1/auth/register', { email, password, name });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.user as { id: number; email: string; name: string };
  }
}
