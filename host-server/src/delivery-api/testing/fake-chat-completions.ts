import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake service received. */
export interface ReceivedCompletionRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: { model?: string; messages?: { role: string; content: string }[]; [field: string]: unknown };
}

/** An OpenAI-compatible chat-completions service on a loopback port, for route tests. */
export interface FakeChatCompletions {
  /** Its base address, as `QUIRE_ASSISTANT_URL` takes it (`http://127.0.0.1:<port>/v1`). */
  readonly url: string;
  readonly requests: ReceivedCompletionRequest[];
  /** What it answers from now on: the assistant's text, or a failure with its status. */
  answerWith(reply: { text: string } | { status: number; error: string }): void;
  close(): Promise<void>;
}

/** Starts the fake service; it answers every completion with 'An answer' until told otherwise. */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: ReceivedCompletionRequest[] = [];
  let reply: { text: string } | { status: number; error: string } = { text: 'An answer' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
      response.setHeader('content-type', 'application/json');
      if ('status' in reply) {
        response.statusCode = reply.status;
        response.end(JSON.stringify({ error: { message: reply.error } }));
        return;
      }
      response.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }] }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answerWith: (next) => {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
