import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeChatRequest = {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[] };
};

/** What the fake answers next: a narrative, an HTTP error status, or no answer at all (a hung model). */
export type FakeLanguageModelBehaviour = { reply: string } | { status: number } | { hang: true };

/**
 * An in-process OpenAI-compatible server (`POST /v1/chat/completions`) for integration tests: it records every
 * request and answers as told.
 */
export type FakeLanguageModel = {
  baseUrl: string;
  requests: FakeChatRequest[];
  behave: (next: FakeLanguageModelBehaviour) => void;
  close: () => Promise<void>;
};

export async function startFakeLanguageModel(): Promise<FakeLanguageModel> {
  const requests: FakeChatRequest[] = [];
  let behaviour: FakeLanguageModelBehaviour = { reply: 'A narrative written from the facts.' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if ('hang' in behaviour) return;
      if ('status' in behaviour) {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":"failed"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.reply }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
