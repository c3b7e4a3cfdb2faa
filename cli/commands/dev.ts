import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { devDataPlugin } from '../dev/dev-data-plugin.ts';
import { ExitCode } from '../shared/exit-codes.ts';

interface DevOptions {
  content: string;
  port: string;
}

const viteConfigFile = resolve(import.meta.dirname, '../../vite.config.ts');

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('Develop the site: a Vite dev server whose data follows content/ edits without a restart.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--port <port>', 'port to listen on', '5173')
    .action(async (options: DevOptions) => {
      const site = JSON.parse(await readFile(join(options.content, 'site.json'), 'utf8').catch(() => '{}')) as {
        defaultLanguage?: string;
      };
      process.env.VITE_DEFAULT_LANGUAGE = site.defaultLanguage ?? 'en';
      const port = Number(options.port);
      if (!Number.isInteger(port)) {
        console.error(`--port must be a whole number (got "${options.port}")`);
        process.exitCode = ExitCode.usage;
        return;
      }
      // Loaded here, not at the top: Vite takes about half a second to load, which every other command would pay.
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: viteConfigFile,
        plugins: [devDataPlugin(options.content)],
        server: { port, host: '127.0.0.1', fs: { allow: [resolve('.'), resolve(options.content)] } },
      });
      await server.listen();
      server.printUrls();
    });
}
