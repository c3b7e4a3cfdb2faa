import { join, resolve, sep } from 'node:path';
import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import { bareOrcid, hasValidOrcidChecksum, shortAuthorId } from '../publications/identifiers.ts';
import type { importPublications } from '../publications/import-publications.ts';
import { ExitCode } from '../shared/exit-codes.ts';
import { apiUrlHelp, environmentHelp, liveRequestOptions, resolveApiUrl } from '../shared/openalex-command.ts';
import { maxAuthorIdsPerFilter } from '../publications/import-sources.ts';
import type { SiteTool } from '../import-site/old-site.ts';

const siteTools: readonly SiteTool[] = ['al-folio', 'academicpages', 'hugo-blox'];

interface InitOptions {
  from?: string;
  fromTool?: SiteTool;
  author?: string[];
  example?: boolean;
  orcid?: string;
  languages: string[];
  apiUrl?: string;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description(
      "Create the owner's site repository: content/ from their OpenAlex record(s) (or the example), package.json, README, workflows; then npm install && npm start.",
    )
    .argument('<dir>', 'the repository folder to create (absent or empty)')
    .addOption(new Option('--author <id...>', 'OpenAlex author id(s) of the owner, e.g. A5023888391 (find them with portfolio find-author)').argParser(collectAuthorId))
    .addOption(new Option('--example', "the product's example content instead of the owner's (to try the product)").conflicts(['author', 'orcid', 'languages', 'from']))
    .addOption(new Option('--from <old-site>', 'move here from a local copy of an al-folio, academicpages or Hugo Blox site: its content, files and addresses (docs/moving-here.md)'))
    .addOption(new Option('--from-tool <tool>', 'the old site\'s tool, when the folder does not tell').choices(siteTools))
    .addOption(new Option('--orcid <id>', "the owner's ORCID iD (default: the one OpenAlex links to the ids)").argParser(parseOrcid))
    .addOption(new Option('--languages <codes>', 'site languages, comma-separated; the first is served at /').default(['en'], 'en').argParser(parseLanguages))
    .option('--api-url <url>', apiUrlHelp)
    .addHelpText('after', environmentHelp)
    .action(async (dir: string, options: InitOptions, command: Command) => {
      const { createOwnerRepository, writeExampleContent } = await import('../owner-repository/create-owner-repository.ts');
      if (options.example === true) {
        const outcome = await createOwnerRepository(dir, writeExampleContent);
        if (!outcome.ok) {
          for (const error of outcome.errors) console.error(`error: ${error}`);
          process.exitCode = ExitCode.failure;
          return;
        }
        process.stdout.write(`Created ${dir}/ with the example content. Next: cd ${dir} && npm install && npm start\n`);
        return;
      }
      if (options.from !== undefined) {
        await moveHere(dir, options.from, options, command);
        return;
      }
      if (options.fromTool !== undefined) {
        command.error('error: --from-tool says which tool made the old site given with --from <old-site>: add --from.', { exitCode: ExitCode.usage, code: 'portfolio.usage' });
        return;
      }
      if (options.author === undefined) {
        command.error('error: say whose site it is with --author <OpenAlex id> (find yours with portfolio find-author "<your name>"), or try the example with --example.', { exitCode: ExitCode.usage, code: 'portfolio.usage' });
        return;
      }
      const authorIds = options.author;
      if (authorIds.length > maxAuthorIdsPerFilter) {
        command.error(`error: at most ${maxAuthorIdsPerFilter} --author ids (OpenAlex's limit for one filter).`, { exitCode: ExitCode.usage, code: 'portfolio.usage' });
      }
      const apiUrl = resolveApiUrl(command, options.apiUrl);
      const request = liveRequestOptions(apiUrl);
      const [{ createContent }, { nextSteps }, { importPublications }] = await Promise.all([
        import('../authors/create-content.ts'),
        import('../authors/next-steps.ts'),
        import('../publications/import-publications.ts'),
      ]);
      const outcome = await createOwnerRepository(dir, (contentDirectory) =>
        createContent(
          // The schemas as the owner's repository will have them once the product is installed, for the files' `$schema`.
          { directory: contentDirectory, authorIds, orcid: options.orcid ?? null, languages: options.languages, schemasDirectory: join(contentDirectory, '../node_modules/researcher-portfolio/schemas') },
          {
            request,
            importInto: importerInto(importPublications, apiUrl, request),
          },
        ),
      );
      if (!reported(outcome)) return;
      for (const warning of outcome.warnings) console.error(`\nWARNING: ${warning}\n`);
      process.stdout.write(`\n${nextSteps(dir, options.languages, outcome.files)}`);
      process.exitCode = ExitCode.ok;
    });
}

/** `init <dir> --from <old-site>`: the owner's repository with the content read from their old site, and the import's report. */
async function moveHere(dir: string, from: string, options: InitOptions, command: Command): Promise<void> {
  const target = resolve(dir);
  const oldSite = resolve(from);
  if (target === oldSite || target.startsWith(`${oldSite}${sep}`)) {
    command.error(`error: ${dir} is inside the old site ${from}, which init never changes: create the new repository beside it.`, { exitCode: ExitCode.usage, code: 'portfolio.usage' });
    return;
  }
  const [{ createOwnerRepository }, { importOldSite }, { siteReaders }, { importPublications }] = await Promise.all([
    import('../owner-repository/create-owner-repository.ts'),
    import('../import-site/import-old-site.ts'),
    import('../import-site/readers.ts'),
    import('../publications/import-publications.ts'),
  ]);
  const apiUrl = resolveApiUrl(command, options.apiUrl);
  const request = liveRequestOptions(apiUrl);
  const outcome = await createOwnerRepository(dir, (contentDirectory) =>
    importOldSite(
      contentDirectory,
      {
        oldSiteDir: from,
        tool: options.fromTool ?? null,
        // The schemas as the owner's repository will have them once the product is installed, for the files' `$schema`.
        options: { languages: options.languages, authorIds: options.author ?? [], orcid: options.orcid ?? null, schemaDirectory: '../node_modules/researcher-portfolio/schemas' },
      },
      {
        readers: siteReaders,
        now: request.now,
        importInto: importerInto(importPublications, apiUrl, request),
      },
    ),
  );
  if (!reported(outcome)) return;
  for (const warning of outcome.warnings) console.error(`warning: ${warning}`);
  process.stdout.write(`\nCreated ${dir}/ from ${from} (left unchanged); this report is kept as ${join(dir, 'import-report.md')}.\nNext: cd ${dir} && npm install && npm start, then work through "What to check".\n`);
  process.exitCode = ExitCode.ok;
}

/** The import `init` runs in the new content folder, as `fetch-publications` would there. */
function importerInto(run: typeof importPublications, apiUrl: string, request: ReturnType<typeof liveRequestOptions>) {
  return (directory: string) =>
    run(
      { contentDir: directory, outFile: join(directory, 'publications.json'), sourcesOverride: null, apiUrl, apiKey: request.apiKey, dryRun: false, allowShrink: false },
      { fetch: request.fetch, sleep: request.sleep, now: request.now },
    );
}

/** Prints what the import said and, on a failure, its errors (exit 1); true when it succeeded. */
function reported<Outcome extends { summary: string | null } & ({ ok: true } | { ok: false; errors: string[] })>(outcome: Outcome): outcome is Extract<Outcome, { ok: true }> {
  if (outcome.summary !== null) process.stdout.write(outcome.summary);
  if (outcome.ok) return true;
  for (const error of outcome.errors) console.error(`error: ${error}`);
  process.exitCode = ExitCode.failure;
  return false;
}

function collectAuthorId(value: string, previous: string[] | undefined): string[] {
  const id = shortAuthorId(value);
  if (id === null) throw new InvalidArgumentError('An OpenAlex author id looks like A5023888391 (or https://openalex.org/A5023888391); find yours with portfolio find-author "<your name>".');
  // The same id twice would only repeat it in site.json.
  return [...(previous ?? []).filter((known) => known !== id), id];
}

function parseOrcid(value: string): string {
  const orcid = bareOrcid(value);
  if (orcid === null) throw new InvalidArgumentError('An ORCID iD looks like 0000-0002-1825-0097 (or https://orcid.org/0000-0002-1825-0097).');
  if (!hasValidOrcidChecksum(orcid)) throw new InvalidArgumentError(`${orcid} is not a valid ORCID iD: its checksum (last character) does not match. Copy it again from https://orcid.org.`);
  return orcid;
}

function parseLanguages(value: string): string[] {
  const codes = value.split(',').map((code) => code.trim().toLowerCase());
  const invalid = codes.find((code) => !/^[a-z]{2}$/.test(code));
  if (invalid !== undefined) throw new InvalidArgumentError(`"${invalid}" is not a two-letter language code (ISO 639-1, e.g. en, fr, de): write --languages en,fr.`);
  if (new Set(codes).size !== codes.length) throw new InvalidArgumentError('a language is listed twice.');
  return codes;
}
