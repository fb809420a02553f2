import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the model services: it speaks OpenAI's and Mistral's chat-completions
// protocols (JSON and server-sent events) well enough for their official SDKs, records what it
// receives and answers what each test scripts. Point the SDKs at it with `openaiBaseURL` and
// `mistralServerURL` (or OPENAI_BASE_URL / MISTRAL_BASE_URL for the whole app).

export type FakeFlavour = 'openai' | 'mistral';

export type FakeReply =
  /** A completion; streamed word by word when the request asks for a stream. `null`: no content. */
  | { content: string | null; delayMs?: number }
  /** Tool (function) calls, after optional text; `arguments` an object (sent as JSON text) or raw text. */
  | { toolCalls: { name: string; arguments: unknown }[]; content?: string; delayMs?: number }
  /** A stream of exactly these deltas (a JSON request gets them joined). */
  | { chunks: string[]; delayMs?: number }
  /** A non-2xx answer; an object body is sent as JSON; `headers` e.g. a 429's Retry-After. */
  | { status: number; body: string | object; headers?: Record<string, string>; delayMs?: number }
  /** Any raw answer, e.g. a 200 whose body is not what the SDK expects. */
  | { raw: { status: number; contentType: string; body: string }; delayMs?: number };

export type FakeReplySource = FakeReply | ((request: RecordedRequest) => FakeReply);

export interface RecordedRequest {
  method: string;
  path: string;
  flavour: FakeFlavour;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (the raw text when it was not JSON). */
  body: any;
  stream: boolean;
}

export interface FakeModelServer {
  /** http://127.0.0.1:{port} */
  readonly url: string;
  /** For the OpenAI SDK's `baseURL` (OPENAI_BASE_URL). */
  readonly openaiBaseURL: string;
  /** For the Mistral SDK's `serverURL` (MISTRAL_BASE_URL). */
  readonly mistralServerURL: string;
  readonly requests: RecordedRequest[];
  /** Queues replies, used one per request in order. */
  reply(...replies: FakeReply[]): FakeModelServer;
  /** The reply when the queue is empty (by default a 500 saying nothing was scripted). */
  setDefault(reply: FakeReplySource | undefined): FakeModelServer;
  /** Forgets queued replies, the default and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Reply builders for the usual scripts. */
export const fakeReply = {
  text: (content: string): FakeReply => ({ content }),
  json: (value: unknown): FakeReply => ({ content: JSON.stringify(value) }),
  empty: (): FakeReply => ({ content: '' }),
  chunks: (chunks: string[]): FakeReply => ({ chunks }),
  tool: (name: string, args: unknown, content?: string): FakeReply => ({ toolCalls: [{ name, arguments: args }], ...(content ? { content } : {}) }),
  error: (status: number, body: string | object, headers?: Record<string, string>): FakeReply => ({ status, body, ...(headers ? { headers } : {}) }),
};

const CHAT_PATH = /^(?:\/(openai|mistral))?\/v1\/chat\/completions\/?$/;

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeReplySource | undefined;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake model server error: ${String(err)}`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = (req.url ?? '/').split('?')[0];
    const match = CHAT_PATH.exec(path);
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route for ${req.method} ${path}`, type: 'invalid_request_error' } }));
      return;
    }
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the raw text: a test may want to see it
    }
    const flavour: FakeFlavour = (match[1] as FakeFlavour | undefined) ?? (req.headers['x-stainless-lang'] ? 'openai' : 'mistral');
    const recorded: RecordedRequest = { method: req.method, path, flavour, headers: req.headers, body, stream: body?.stream === true };
    requests.push(recorded);

    const next = queue.shift() ?? (typeof fallback === 'function' ? fallback(recorded) : fallback);
    if (!next) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake model server: no reply scripted', type: 'server_error' } }));
      return;
    }
    if (next.delayMs) {
      // A client that gives up (abort, timeout) ends the wait, so no timer outlives a test.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, next.delayMs);
        res.on('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (res.destroyed) return;
    send(res, next, recorded);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const fake: FakeModelServer = {
    url,
    openaiBaseURL: `${url}/v1`,
    mistralServerURL: url,
    requests,
    reply(...replies) {
      queue.push(...replies);
      return fake;
    },
    setDefault(reply) {
      fallback = reply;
      return fake;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = undefined;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

let counter = 0;

function send(res: ServerResponse, reply: FakeReply, request: RecordedRequest): void {
  if ('raw' in reply) {
    res.writeHead(reply.raw.status, { 'content-type': reply.raw.contentType });
    res.end(reply.raw.body);
    return;
  }
  if ('status' in reply) {
    const json = typeof reply.body !== 'string';
    res.writeHead(reply.status, { 'content-type': json ? 'application/json' : 'text/plain', ...reply.headers });
    res.end(json ? JSON.stringify(reply.body) : reply.body);
    return;
  }
  const model = typeof request.body?.model === 'string' ? request.body.model : 'fake-model';
  const id = `${request.flavour === 'openai' ? 'chatcmpl' : 'cmpl'}-fake-${++counter}`;
  const created = Math.floor(Date.now() / 1000);
  const content = 'chunks' in reply ? reply.chunks.join('') : (reply.content ?? null);
  const toolCalls = ('toolCalls' in reply ? reply.toolCalls : []).map((c, i) => ({
    id: `call_fake_${counter}_${i}`,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
  }));
  const finish = toolCalls.length > 0 ? 'tool_calls' : 'stop';
  const usage = { prompt_tokens: 42, completion_tokens: content ? content.split(/\s+/).length : 0, total_tokens: 42 + (content ? content.split(/\s+/).length : 0) };

  if (!request.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) }, finish_reason: finish, ...(request.flavour === 'openai' ? { logprobs: null } : {}) }],
        usage,
      }),
    );
    return;
  }

  const deltas = 'chunks' in reply ? reply.chunks : ((reply.content ?? '').match(/\s*\S+\s*/g) ?? []);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const event = (choice: object, extra: object = {}) => `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [choice], ...extra })}\n\n`;
  if (request.flavour === 'openai') {
    res.write(event({ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }));
    for (const delta of deltas) res.write(event({ index: 0, delta: { content: delta }, logprobs: null, finish_reason: null }));
    // OpenAI streams a call's name first, then its arguments in pieces.
    toolCalls.forEach((call, index) => {
      res.write(event({ index: 0, delta: { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] }, logprobs: null, finish_reason: null }));
      for (const piece of call.function.arguments.match(/[\s\S]{1,12}/g) ?? []) {
        res.write(event({ index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, logprobs: null, finish_reason: null }));
      }
    });
    res.write(event({ index: 0, delta: {}, logprobs: null, finish_reason: finish }));
  } else {
    // Mistral opens with the role, sends content deltas, and closes with the finish reason and usage.
    res.write(event({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }));
    for (const delta of deltas) res.write(event({ index: 0, delta: { content: delta }, finish_reason: null }));
    // Mistral sends each tool call whole, in one delta.
    if (toolCalls.length > 0) res.write(event({ index: 0, delta: { content: '', tool_calls: toolCalls.map((c, index) => ({ ...c, index })) }, finish_reason: null }));
    res.write(event({ index: 0, delta: { content: '' }, finish_reason: finish }, { usage }));
  }
  res.end('data: [DONE]\n\n');
}
