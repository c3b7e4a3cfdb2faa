import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ExitCode } from '../shared/exit-codes.ts';

interface PreviewOptions {
  port: string;
  host: string;
  dir: string;
  content: string;
}

/** Which language lives under a prefix, read from the built site (so preview needs no content folder). */
export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('Serve the built site (dist/) as a static host would: clean URLs, 404 pages with status 404.')
    .option('--port <port>', 'port to listen on', '4173')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--dir <dir>', 'built site to serve', 'dist')
    .option('--content <dir>', 'content folder, to warn when it changed after the site was built', 'content')
    .action(async (options: PreviewOptions) => {
      const dir = resolve(options.dir);
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        console.error(`--port must be a whole number from 0 to 65535 (got "${options.port}")`);
        process.exitCode = ExitCode.usage;
        return;
      }
      if (!existsSync(join(dir, 'index.html'))) {
        console.error(`${options.dir}/index.html does not exist: run \`portfolio build\` first`);
        process.exitCode = ExitCode.failure;
        return;
      }
      const [{ contentChangedSince }, { createStaticServer }] = await Promise.all([import('../preview/content-changes.ts'), import('../preview/static-server.ts')]);
      const changed = await contentChangedSince(options.content, join(dir, 'index.html'));
      if (changed.length > 0) {
        const more = changed.length > 1 ? ` and ${changed.length - 1} more file${changed.length > 2 ? 's' : ''}` : '';
        console.warn(
          `Warning: the site in ${options.dir}/ is older than the content (${changed[0]}${more} changed since it was built). Run \`portfolio build\` to see the changes.`,
        );
      }
      const server = createStaticServer(dir);
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, resolveListen);
      });
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const stop = () => server.close(() => process.exit(ExitCode.ok));
      // Before the announcement: whoever reads it may signal at once.
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      console.log(`Serving ${options.dir}/ at http://${options.host}:${actualPort}/ (Ctrl+C to stop)`);
    });
}
