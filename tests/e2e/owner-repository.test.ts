import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const distDir = inject('distDir');
const formServiceUrl = inject('formServiceUrl');
const workDir = mkdtempSync(join(tmpdir(), 'portfolio-owner-'));
const owner = join(workDir, 'my-site');

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
    .sort();
}

let tarball = '';

// What an owner gets: the packed package installed into a repository `init --example` made, built by its `npm start`'s build.
beforeAll(() => {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', workDir], projectRoot)) as Array<{ filename: string }>;
  tarball = join(workDir, packed[0]?.filename ?? '');
  run(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), 'init', owner, '--example'], workDir);
  // As the browser tests' build does: the contact form posts to the local stand-in.
  const sitePath = join(owner, 'content', 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { contact: { formEndpoint: string } };
  site.contact.formEndpoint = `${formServiceUrl}/f/e2e-test-form`;
  writeFileSync(sitePath, JSON.stringify(site, null, 2));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], owner);
  run('npm', ['run', 'build'], owner);
}, 900_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("the owner's repository, with the product installed from its package", () => {
  it('holds what an owner needs and no tests, fixtures, benchmarks, audit or development configuration', () => {
    const entries = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    expect(entries).toContain('package/lib/cli/main.js');
    expect(entries).toContain('package/cli/bin/portfolio.js');
    expect(entries).toContain('package/CHANGELOG.md');
    expect(entries.filter((entry) => /\.test\.tsx?$|\/fixtures\/|\/testing\/|^package\/(tests|bench|audit|\.github|\.ci)\/|tsconfig|vitest|dependency-cruiser/.test(entry))).toEqual([]);
    // The command runs compiled JavaScript: none of the CLI's TypeScript is shipped.
    expect(entries.filter((entry) => entry.startsWith('package/cli/') && entry.endsWith('.ts'))).toEqual([]);
  });

  it('builds the same site as this repository, page for page and byte for byte', () => {
    const built = join(owner, 'dist');
    expect(filesUnder(built)).toEqual(filesUnder(distDir));
    const differing = filesUnder(built).filter((file) => !readFileSync(join(built, file)).equals(readFileSync(join(distDir, file))));
    expect(differing).toEqual([]);
  });

  it('answers --version with the package version, and validates its content', () => {
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    expect(run('npx', ['portfolio', '--version'], owner).trim()).toBe(version);
    expect(run('npm', ['run', 'validate'], owner)).toContain('✔ content is valid');
  });

  it("gives editors the schemas: each content file's $schema resolves inside the repository", () => {
    const jsonFiles = filesUnder(join(owner, 'content')).filter((file) => file.endsWith('.json'));
    for (const file of jsonFiles) {
      const schema = (JSON.parse(readFileSync(join(owner, 'content', file), 'utf8')) as { $schema?: string }).$schema;
      if (schema === undefined) continue;
      expect(schema, file).toMatch(/^\.\.\/node_modules\/researcher-portfolio\/schemas\//);
      expect(() => readFileSync(resolve(join(owner, 'content', file), '..', schema)), `${file} → ${schema}`).not.toThrow();
    }
  });

  it("the installed package's init makes the same repository (but its name)", () => {
    const second = join(workDir, 'second-site');
    run('npx', ['portfolio', 'init', second, '--example'], owner);
    expect(filesUnder(second)).toEqual(filesUnder(owner).filter((file) => !/^(node_modules|dist|\.portfolio-cache)\//.test(file) && file !== 'package-lock.json'));
    expect(readFileSync(join(second, '.github/workflows/upgrade.yml'), 'utf8')).toBe(readFileSync(join(owner, '.github/workflows/upgrade.yml'), 'utf8'));
  });
});
