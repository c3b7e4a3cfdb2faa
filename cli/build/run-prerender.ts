// Runs in a child process: vite-react-ssg force-exits its process 15 s after a build when anything keeps the
// event loop alive (a scheduler, a server), so it must never run inside a long-lived `portfolio` process.
import { build } from 'vite-react-ssg/node';

const [configFile] = process.argv.slice(2);
if (!configFile) throw new Error('usage: run-prerender <vite config file>');

await build({}, { configFile, logLevel: 'warn', mode: 'production' });
