// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactPayload } from './contact-payload.ts';
import { contactTimeoutMs, readServiceErrors, sendContactMessage } from './send-contact.ts';

const payload: ContactPayload = {
  name: 'Ana Souza',
  email: 'ana.souza@example.org',
  phone: '',
  purpose: 'inquiry',
  message: 'Could I reuse your run-up data?',
  organization: 'Deltares',
  role: 'Researcher',
  _subject: 'New Research Inquiry inquiry from Ana Souza',
  _replyto: 'ana.souza@example.org',
  _gotcha: '',
};

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in for the form service on 127.0.0.1, answering as CONTRACTS.md describes Formspree. */
let answer: (res: ServerResponse) => void;
let received: Received[] = [];
let server: Server;
let host: string;

const json = (status: number, body: unknown) => (res: ServerResponse) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(body) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  received = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sendContactMessage against the form service contract', () => {
  it('posts the payload as JSON, asking for a JSON answer, and reports an OK answer as sent', async () => {
    answer = json(200, { next: '/thanks', ok: true });
    await expect(sendContactMessage(`${host}/f/abc123`, payload)).resolves.toEqual({ kind: 'sent' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/f/abc123', body: payload });
    expect(received[0]?.headers.accept).toBe('application/json');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('reports a 422 as rejected, with the messages per field and for the whole form', async () => {
    answer = json(422, {
      error: 'Validation errors',
      errors: [
        { code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' },
        { code: 'EMPTY', message: 'empty form' },
      ],
    });
    await expect(sendContactMessage(`${host}/f/abc123`, payload)).resolves.toEqual({
      kind: 'rejected',
      fieldErrors: { email: 'should be an email' },
      formMessages: ['empty form'],
    });
  });

  it('reports an unknown form (404), a server error and a 422 without messages as failed', async () => {
    answer = json(404, { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] });
    await expect(sendContactMessage(`${host}/f/nope`, payload)).resolves.toEqual({ kind: 'failed' });
    answer = json(500, { error: 'Internal error' });
    await expect(sendContactMessage(`${host}/f/abc123`, payload)).resolves.toEqual({ kind: 'failed' });
    answer = (res) => res.writeHead(422, { 'Content-Type': 'text/html' }).end('<h1>Unprocessable</h1>');
    await expect(sendContactMessage(`${host}/f/abc123`, payload)).resolves.toEqual({ kind: 'failed' });
  });

  it('reports a service that does not answer in time as failed', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    await expect(sendContactMessage(`${host}/f/abc123`, payload, { timeoutMs: 100 })).resolves.toEqual({ kind: 'failed' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports an unreachable service as failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(sendContactMessage(`http://127.0.0.1:${port}/f/abc123`, payload)).resolves.toEqual({ kind: 'failed' });
  });
});

describe('sendContactMessage timing', () => {
  /** A fetch that never answers but gives up when its signal aborts, as the real one does. */
  function hangingFetch() {
    return vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
  }

  it('waits 15 s by default before giving up', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    let outcome: unknown;
    void sendContactMessage('https://forms.example/f/x', payload).then((result) => (outcome = result));
    await vi.advanceTimersByTimeAsync(contactTimeoutMs - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'failed' });
    expect(contactTimeoutMs).toBe(15_000);
  });

  it('gives up at once when the caller cancels', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const cancel = new AbortController();
    const sending = sendContactMessage('https://forms.example/f/x', payload, { signal: cancel.signal });
    cancel.abort();
    await expect(sending).resolves.toEqual({ kind: 'failed' });
  });
});

describe('readServiceErrors', () => {
  it('maps every field the form has, and the reply-to address to the email field', () => {
    const fields = ['name', 'email', 'phone', 'purpose', 'message', 'organization', 'role'];
    const result = readServiceErrors({ errors: fields.map((field) => ({ field, message: `bad ${field}` })) });
    expect(result).toEqual({
      fieldErrors: Object.fromEntries(fields.map((field) => [field, `bad ${field}`])),
      formMessages: [],
    });
    expect(readServiceErrors({ errors: [{ field: '_replyto', message: 'should be an email' }] })).toEqual({
      fieldErrors: { email: 'should be an email' },
      formMessages: [],
    });
  });

  it('keeps messages about unknown fields for the whole form, and the first message of a field', () => {
    expect(
      readServiceErrors({
        errors: [
          { field: 'email', message: 'first' },
          { field: 'email', message: 'second' },
          { field: 'website', message: 'not allowed' },
        ],
      }),
    ).toEqual({ fieldErrors: { email: 'first' }, formMessages: ['not allowed'] });
  });

  it('is null when the answer carries no usable message', () => {
    for (const body of [null, 'text', {}, { error: 'Validation errors' }, { errors: 'x' }, { errors: [] }, { errors: [null, { field: 'name' }, { message: '  ' }] }]) {
      expect(readServiceErrors(body), JSON.stringify(body)).toBeNull();
    }
  });
});
