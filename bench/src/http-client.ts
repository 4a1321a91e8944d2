/** A signed-in bench client: the session cookie and CSRF token of one account. */
export interface BenchClient {
  readonly baseUrl: string;
  readonly cookie: string;
  readonly csrfToken: string;
}

export async function registerClient(baseUrl: string, email: string): Promise<BenchClient> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password', name: email.split('@')[0] }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { csrfToken: string };
  return { baseUrl, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0], csrfToken: body.csrfToken };
}

/** Sends one JSON request as `client`; throws unless the status is 2xx. */
export async function send(client: BenchClient, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(client.baseUrl + path, {
    method,
    headers: { cookie: client.cookie, 'x-csrf-token': client.csrfToken, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text === '' ? undefined : JSON.parse(text);
}
