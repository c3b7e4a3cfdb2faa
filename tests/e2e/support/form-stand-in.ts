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

/** What the stand-in keeps for one form (its path, `/f/<id>`): how it answers, and the posts it received. */
interface FormState {
  behaviour: FormBehaviour;
  posts: RecordedPost[];
}

/**
 * A local HTTP stand-in for the form service on 127.0.0.1. Tests steer it over HTTP (it lives in the
 * global-setup process), each form apart, so that test files running side by side do not see each other's posts:
 * POST /__behaviour?form=/f/<id> {"behaviour": …}, GET /__posts?form=/f/<id>, POST /__reset?form=/f/<id>.
 */
export function createFormStandIn(): Server {
  const forms = new Map<string, FormState>();
  const formState = (form: string): FormState => {
    let state = forms.get(form);
    if (state === undefined) forms.set(form, (state = { behaviour: 'ok', posts: [] }));
    return state;
  };

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (path.startsWith('/__')) {
      const form = url.searchParams.get('form');
      if (form === null || !form.startsWith('/f/')) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Name the form: ?form=/f/<id>');
        return;
      }
      const state = formState(form);
      if (path === '/__behaviour' && req.method === 'POST') {
        state.behaviour = (JSON.parse(await readBody(req)) as { behaviour: FormBehaviour }).behaviour;
        res.writeHead(204).end();
        return;
      }
      if (path === '/__reset' && req.method === 'POST') {
        forms.delete(form);
        res.writeHead(204).end();
        return;
      }
      if (path === '/__posts') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(state.posts));
        return;
      }
    }
    if (path.startsWith('/f/') && req.method === 'POST') {
      const state = formState(path);
      const text = await readBody(req);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A form posted without JavaScript arrives url-encoded; keep it as text.
      }
      state.posts.push({ path, headers: req.headers, body });
      const json = { ...cors, 'Content-Type': 'application/json' };
      if (state.behaviour === 'hang') return; // never answers: the client's timeout must fire
      if (state.behaviour === 'server-error') {
        res.writeHead(500, json).end(JSON.stringify({ error: 'Internal error' }));
      } else if (state.behaviour === 'validation-error') {
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
