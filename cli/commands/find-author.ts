import type { Command } from 'commander';
import { parseAuthorQuery } from '../authors/author-query.ts';
import { ExitCode } from '../shared/exit-codes.ts';
import { apiUrlHelp, environmentHelp, liveRequestOptions, resolveApiUrl } from '../shared/openalex-command.ts';

interface FindAuthorOptions {
  json?: boolean;
  apiUrl?: string;
}

export function registerFindAuthor(program: Command): void {
  program
    .command('find-author')
    .description("Look the owner up in OpenAlex by name, ORCID iD or OpenAlex author id, and list up to 10 candidates to pass to `portfolio init --author`.")
    .argument('<query...>', 'a name ("Marie Curie"), an ORCID iD (bare or https://orcid.org/…) or an OpenAlex author id (A…, or https://openalex.org/A…)')
    .option('--json', 'print the candidates as JSON instead of a table')
    .option('--api-url <url>', apiUrlHelp)
    .addHelpText('after', environmentHelp)
    .action(async (words: string[], options: FindAuthorOptions, command: Command) => {
      const parsed = parseAuthorQuery(words.join(' '));
      if (!parsed.ok) {
        command.error(`error: ${parsed.message}`, { exitCode: ExitCode.usage, code: 'portfolio.usage' });
        return;
      }
      const apiUrl = resolveApiUrl(command, options.apiUrl);
      const [{ findAuthors, noneFoundMessage }, { formatAuthorTable, nextStepHint }] = await Promise.all([
        import('../authors/find-authors.ts'),
        import('../authors/author-table.ts'),
      ]);
      const lookup = await findAuthors(parsed.query, liveRequestOptions(apiUrl));
      if (!lookup.ok) {
        console.error(`error: ${lookup.message}`);
        process.exitCode = ExitCode.failure;
        return;
      }
      if (lookup.candidates.length === 0) {
        if (options.json) process.stdout.write('[]\n');
        console.error(`error: ${noneFoundMessage(parsed.query)}`);
        process.exitCode = ExitCode.failure;
        return;
      }
      if (options.json) {
        process.stdout.write(`${JSON.stringify(lookup.candidates, null, 2)}\n`);
      } else {
        process.stdout.write(formatAuthorTable(lookup.candidates));
        process.stderr.write(`\n${nextStepHint(lookup.candidates)}`);
      }
      process.exitCode = ExitCode.ok;
    });
}
