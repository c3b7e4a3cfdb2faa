import { createServer, type IncomingMessage, type Server } from 'node:http';

/** How the stand-in answers the next form posts (Formspree's contract, ../shared/CONTRACTS.md). */
export type FormBehaviour = 'ok' | 'validation-error' | 'server-error' | 'hang';

export interface RecordedPost {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

/**
 * A local HTTP stand-in for the form service on 127.0.0.1. Tests steer it over HTTP (it lives in the
 * global-setup process): POST /__behaviour {"behaviour": …}, GET /__posts, POST /__reset.
 */
export function createFormStandIn(): Server {
  let behaviour: FormBehaviour = 'ok';
  let posts: RecordedPost[] = [];

  return createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (path === '/__behaviour' && req.method === 'POST') {
      behaviour = (JSON.parse(await readBody(req)) as { behaviour: FormBehaviour }).behaviour;
      res.writeHead(204).end();
      return;
    }
    if (path === '/__reset' && req.method === 'POST') {
      behaviour = 'ok';
      posts = [];
      res.writeHead(204).end();
      return;
    }
    if (path === '/__posts') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(posts));
      return;
    }
    if (path.startsWith('/f/') && req.method === 'POST') {
      const text = await readBody(req);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A form posted without JavaScript arrives url-encoded; keep it as text.
      }
      posts.push({ path, headers: req.headers, body });
      const json = { ...cors, 'Content-Type': 'application/json' };
      if (behaviour === 'hang') return; // never answers: the client's timeout must fire
      if (behaviour === 'server-error') {
        res.writeHead(500, json).end(JSON.stringify({ error: 'Internal error' }));
      } else if (behaviour === 'validation-error') {
        res.writeHead(422, json).end(
          JSON.stringify({
            error: 'Validation errors',
            errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }],
          }),
        );
      } else if (req.headers.accept?.includes('application/json')) {
        res.writeHead(200, json).end(JSON.stringify({ next: '/thanks', ok: true }));
      } else {
        res.writeHead(200, { ...cors, 'Content-Type': 'text/html' }).end('<!doctype html><title>Thanks</title><h1>Thanks!</h1>');
      }
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Not found</title>');
  });
}
