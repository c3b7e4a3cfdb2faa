import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** The W3C Nu HTML checker (vnu), from the pinned npm package `vnu-jar`; it needs Java 11 or newer. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Errors the checker reports where the HTML standard says otherwise; each must name its markup exactly.
 *
 * `blocking` on `<link rel="expect">`: the HTML standard allows it — "expect" is a link type whose whole
 * purpose is to be render-blocking (https://html.spec.whatwg.org/multipage/links.html#link-type-expect) and
 * `blocking` applies to a link that is potentially render-blocking
 * (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking). vnu 26.9.27 still only knows
 * rel="stylesheet". The page needs it: core/page/first-paint-marker.ts.
 */
const allowedByTheStandard: ((message: CheckerMessage) => boolean)[] = [
  (message) =>
    message.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[^"]+" blocking="render">/.test(message.extract ?? ''),
];

/** Every .html file under `dir`, sorted. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .sort()
    .map((path) => join(dir, path));
}

/** Checks every file in one run of the checker (one JVM start); returns its errors and warnings. */
export function checkHtml(files: readonly string[]): CheckerMessage[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`Cannot run the HTML checker (Java 11 or newer must be on PATH; Debian: apt-get install default-jre-headless): ${run.error.message}`);
  // vnu writes its report to stderr and exits 1 when there are errors; the JVM may write a line before it.
  const start = run.stderr.search(/^\{/m);
  if (start < 0) throw new Error(`The HTML checker gave no report (exit ${run.status}):\n${run.stderr}`);
  return (JSON.parse(run.stderr.slice(start)) as { messages: CheckerMessage[] }).messages;
}

export function errorsOf(messages: readonly CheckerMessage[]): CheckerMessage[] {
  return messages.filter((message) => message.type !== 'info' && !allowedByTheStandard.some((allowed) => allowed(message)));
}

export function warningsOf(messages: readonly CheckerMessage[]): CheckerMessage[] {
  return messages.filter((message) => message.type === 'info' && message.subType === 'warning');
}

/** `file:line:column message`, one a line, for a failure report. */
export function describeMessages(messages: readonly CheckerMessage[], root: string): string {
  return messages
    .map((message) => {
      const file = message.url ? relative(root, decodeURIComponent(new URL(message.url).pathname)) : '(no file)';
      return `${file}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}\n    ${(message.extract ?? '').replace(/\n/g, ' ')}`;
    })
    .join('\n');
}
