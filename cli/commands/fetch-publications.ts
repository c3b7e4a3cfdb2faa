import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import { ExitCode } from '../shared/exit-codes.ts';
import { bareOrcid, shortAuthorId } from '../publications/identifiers.ts';
import { maxAuthorIdsPerFilter } from '../publications/import-sources.ts';

interface FetchPublicationsOptions {
  content: string;
  author?: string[];
  orcid?: string;
  apiUrl?: string;
  orcidApiUrl?: string;
  out?: string;
  dryRun?: boolean;
  allowShrink?: boolean;
  summaryFile?: string;
}

const defaultApiUrl = 'https://api.openalex.org';
/** As in import-publications.ts, which this command loads only when it runs. */
const defaultOrcidApiUrl = 'https://pub.orcid.org/v3.0';

export function registerFetchPublications(program: Command): void {
  program
    .command('fetch-publications')
    .description(
      "Import the owner's works from the sources of site.json (OpenAlex, a .bib file, an ORCID record) into content/publications.json (merged, validated, written atomically) and print a Markdown summary.",
    )
    .option('--content <dir>', 'content folder', 'content')
    .addOption(
      new Option('--author <id...>', 'OpenAlex author id(s), e.g. A5023888391; replaces site.json publications sources for this run').argParser(
        collectAuthorId,
      ),
    )
    .addOption(new Option('--orcid <id>', 'ORCID iD whose OpenAlex works to import; replaces site.json publications sources for this run').argParser(parseOrcid))
    .option('--api-url <url>', `OpenAlex API address (default: $OPENALEX_API_URL, else ${defaultApiUrl})`)
    .option('--orcid-api-url <url>', `ORCID public API address (default: $ORCID_API_URL, else ${defaultOrcidApiUrl})`)
    .option('--out <file>', 'file to write (default: <content>/publications.json)')
    .option('--dry-run', 'fetch and print the summary; write no publications file')
    .option('--allow-shrink', 'write even if more than half of the publications imported from OpenAlex would disappear (hand-kept ones are not counted)')
    .option('--summary-file <path>', 'also write the Markdown summary to this file (e.g. a pull-request body)')
    .addHelpText('after', '\nEnvironment: OPENALEX_API_KEY (sent as api_key= when set), OPENALEX_API_URL, ORCID_API_URL.')
    .action(async (options: FetchPublicationsOptions, command: Command) => {
      const apiUrl = options.apiUrl ?? (process.env.OPENALEX_API_URL || defaultApiUrl);
      const orcidApiUrl = options.orcidApiUrl ?? (process.env.ORCID_API_URL || defaultOrcidApiUrl);
      for (const [name, url, origin] of [
        ['OpenAlex', apiUrl, options.apiUrl ? '--api-url' : 'OPENALEX_API_URL'],
        ['ORCID', orcidApiUrl, options.orcidApiUrl ? '--orcid-api-url' : 'ORCID_API_URL'],
      ] as const) {
        if (!/^https?:\/\/[^\s/]+/.test(url) || !URL.canParse(url)) {
          command.error(`error: the ${name} API address "${url}" is not an http(s) URL (from ${origin}).`, { exitCode: ExitCode.usage, code: 'portfolio.usage' });
        }
      }
      if ((options.author?.length ?? 0) > maxAuthorIdsPerFilter) {
        command.error(`error: at most ${maxAuthorIdsPerFilter} --author ids (OpenAlex's limit for one filter).`, {
          exitCode: ExitCode.usage,
          code: 'portfolio.usage',
        });
      }
      const override = options.author !== undefined || options.orcid !== undefined;
      const { importPublications } = await import('../publications/import-publications.ts');
      const outcome = await importPublications(
        {
          contentDir: options.content,
          outFile: options.out ?? join(options.content, 'publications.json'),
          sourcesOverride: override ? { authorIds: options.author ?? [], orcid: options.orcid ?? null } : null,
          apiUrl,
          apiKey: process.env.OPENALEX_API_KEY || null,
          orcidApiUrl,
          dryRun: options.dryRun === true,
          allowShrink: options.allowShrink === true,
        },
        { fetch: globalThis.fetch, sleep: (milliseconds) => sleep(milliseconds), now: () => new Date() },
      );

      if (outcome.summary !== null) {
        process.stdout.write(outcome.summary);
        if (options.summaryFile !== undefined) await writeFile(options.summaryFile, outcome.summary, 'utf8');
      }
      if (outcome.ok) {
        for (const warning of outcome.warnings) console.error(`\nWARNING: ${warning}\n`);
        process.exitCode = ExitCode.ok;
      } else {
        for (const error of outcome.errors) console.error(`error: ${error}`);
        process.exitCode = ExitCode.failure;
      }
    });
}

function collectAuthorId(value: string, previous: string[] | undefined): string[] {
  const id = shortAuthorId(value);
  if (id === null) throw new InvalidArgumentError('An OpenAlex author id looks like A5023888391 (or https://openalex.org/A5023888391).');
  return [...(previous ?? []), id];
}

function parseOrcid(value: string): string {
  const orcid = bareOrcid(value);
  if (orcid === null) throw new InvalidArgumentError('An ORCID iD looks like 0000-0002-1825-0097 (or https://orcid.org/0000-0002-1825-0097).');
  return orcid;
}
