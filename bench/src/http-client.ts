import { Agent, request as httpRequest } from 'node:http';

/** A signed-in bench client: the session cookie and CSRF token of one account. */
export interface BenchClient {
  readonly baseUrl: string;
  readonly cookie: string;
  readonly csrfToken: string;
}

/** Connections are kept alive between requests, as a browser keeps them. */
const agent = new Agent({ keepAlive: true });

interface RawResponse {
  readonly status: number;
  readonly text: string;
  readonly setCookie: readonly string[];
}

/**
 * One request over node:http rather than fetch: the load generator shares the machine's two
 * cores with the server, and fetch costs about a millisecond of client work per request
 * (more when it encodes a large body), which showed up in the server's latencies.
 */
function request(url: string, method: string, headers: Record<string, string | number>, body?: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), setCookie: response.headers['set-cookie'] ?? [] }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function registerClient(baseUrl: string, email: string): Promise<BenchClient> {
  const body = Buffer.from(JSON.stringify({ email, password: 'bench password', name: email.split('@')[0] }));
  const response = await request(`${baseUrl}/api/v1/auth/register`, 'POST', { 'content-type': 'application/json', 'content-length': body.length }, body);
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${response.text}`);
  const { csrfToken } = JSON.parse(response.text) as { csrfToken: string };
  return { baseUrl, cookie: (response.setCookie[0] ?? '').split(';')[0], csrfToken };
}

/**
 * Sends a JSON body already encoded as `client` (a large body encoded once, not per
 * request); answers the parsed response, and throws unless the status is 2xx.
 */
export async function sendBytes(client: BenchClient, method: string, path: string, body?: Buffer): Promise<any> {
  const headers: Record<string, string | number> = { cookie: client.cookie, 'x-csrf-token': client.csrfToken };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  const response = await request(client.baseUrl + path, method, headers, body);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text.slice(0, 200)}`);
  return response.text === '' ? undefined : JSON.parse(response.text);
}

/** Sends one JSON request as `client`; throws unless the status is 2xx. */
export function send(client: BenchClient, method: string, path: string, body?: unknown): Promise<any> {
  return sendBytes(client, method, path, body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
}
