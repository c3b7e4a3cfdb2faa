/**
 * `npm run audit`: builds the site into a temporary folder, serves it on 127.0.0.1 and runs Lighthouse
 * (mobile and desktop) and axe-core (light and dark theme, as loaded and with menus and toggles open) on
 * every kind of page in every language of the build (audit-plan.ts): home, /projects/ (with the projects
 * section), /publications/ and the first publication's paper page (with at least one publication), /cv/
 * (where it was built) and the 404 page; the default language at the root, the others under /<code>/.
 * By default it also builds a content of 1,000 realistic works (the bench's) and audits its home page,
 * /publications/, first paper's page and /cv/ the same way, the list's first use included (scale-site.ts,
 * audited-sites.ts): the pages' cost at scale.
 * Then times the first use of two islands in Chromium (first-use.ts): a category filter on /publications/
 * and the contact form's first field. Prints the tables, the axe summary and the budget verdict, writes the
 * raw reports to audit-reports/<timestamp>/ and exits 1 when a budget is broken. A benchmark that prints
 * figures, never part of `npm test`.
 *
 * Options: --content <dir> (default content), --reports <dir> (default audit-reports), --runs <n> Lighthouse
 * runs per page and form factor, the median kept (default 3), --pages <slug,…> (only these pages, e.g. home,fr,
 * publications-1000), --skip-scale (no site of 1,000 works: a quicker run),
 * --inline-css (also measure each no-script page with its stylesheet inlined: the CSS question of the README).
 *
 * The site is served by `portfolio preview` itself (Brotli / gzip, as a host sends it). Beside every page the
 * audit writes the same HTML without any script and times both on mobile: the ratios page / no-script page of
 * FCP and LCP must stay within 1.10, the scripts may add 50 ms of TBT to the twin's and the performance score
 * may not fall below the twin's (budget-table.ts prints every budgeted figure beside its budget).
 */
import { chromium, type Browser } from 'playwright-core';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ExitCode } from '../cli/shared/exit-codes.ts';
import { formFactors, themes, type AuditedPage } from './audit-plan.ts';
import { closeSites, prepareSites, type AuditedSite } from './audited-sites.ts';
import type { AuditRow } from './audit-row.ts';
import { visitWithAxe } from './axe-run.ts';
import { axeSummaryLines, axeViolationCount } from './axe-summary.ts';
import { budgetIntroLines, budgetTable } from './budget-table.ts';
import { checkBudgets } from './budgets.ts';
import { measureFirstUse } from './first-use.ts';
import { firstUseBreaks, firstUseLines, firstUseTargets, type FirstUseResult, type FirstUseTarget } from './first-use-report.ts';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { gzipSizes } from './gzip-sizes.ts';
import { runLighthousePass } from './lighthouse-pass.ts';
import { addProblem, firstLine, progress, rowKey, type Measurements } from './measurements.ts';
import { resultTable, shortfallLines } from './report-lines.ts';
import { byteTotals } from './resource-bytes.ts';
import { blockingTimeFloorLines, maxScriptCostRatio, scriptCostBreaks, scriptCostTable, type ScriptCostRow } from './script-cost.ts';
import type { ServedSite } from './serve-site.ts';
import { twinKey } from './twin-pass.ts';
import { twinBudgetBreaks, twinBudget } from './twin-budgets.ts';

const usage = 'usage: npm run audit -- [--content <dir>] [--reports <dir>] [--runs <n>] [--pages <slug,…>] [--skip-scale] [--inline-css]';

async function runAxePass(site: ServedSite, pages: AuditedPage[], reportsDir: string, measurements: Measurements): Promise<void> {
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  } catch (error) {
    for (const page of pages) {
      for (const formFactor of formFactors) {
        addProblem(measurements, rowKey(page, formFactor), `axe did not run: Chromium did not start (${firstLine(error)})`);
      }
    }
    return;
  }
  try {
    measurements.environment.push(`axe-core checks in Chromium ${browser.version()} (playwright-core), service worker blocked`);
    for (const page of pages) {
      for (const formFactor of formFactors) {
        for (const theme of themes) {
          const key = rowKey(page, formFactor);
          try {
            const visit = await visitWithAxe(browser, site.origin, page, formFactor, theme);
            for (const check of visit.checks) {
              const name = `${page.slug}-${formFactor}-${theme}-${check.state.replace(/\s+/g, '-')}.json`;
              await writeFile(join(reportsDir, 'axe', name), JSON.stringify(check.results));
            }
            measurements.checks.push(...visit.checks);
            if (theme === 'light') measurements.scrolledRequests.set(key, visit.requests);
            const found = visit.checks.reduce((sum, check) => sum + check.violations.length, 0);
            progress(`  axe ${page.label} ${formFactor} ${theme}: ${visit.checks.length} check(s), ${found} violation(s)`);
          } catch (error) {
            addProblem(measurements, key, `axe (${theme}) failed: ${firstLine(error)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
}

const firstUseEnvironment = 'Chromium, unthrottled, desktop window, service worker blocked';

async function runFirstUsePass(site: ServedSite, targets: FirstUseTarget[], runs: number): Promise<FirstUseResult[]> {
  const failed = (reason: string) => targets.map((target) => ({ target, timesMs: [], hydratedMs: [], errors: [reason] }));
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  } catch (error) {
    return failed(`Chromium did not start (${firstLine(error)})`);
  }
  try {
    return await measureFirstUse(browser, site.origin, targets, runs, (target, reading) =>
      progress(`  ${target.label}: ${reading ? `${reading.ms.toFixed(1)} ms (island hydrated ${reading.hydratedMs?.toFixed(1) ?? '-'} ms)` : 'failed'}`),
    );
  } finally {
    await browser.close();
  }
}

async function audit(contentDir: string, reportsDir: string, runCount: number, inlineCss: boolean, slugs: string[] | null, skipScale: boolean): Promise<number> {
  const workDir = await mkdtemp(join(tmpdir(), 'portfolio-audit-'));
  let sites: AuditedSite[] = [];
  try {
    sites = await prepareSites(contentDir, workDir, { slugs, skipScale, inlineCss });
    const pages = sites.flatMap((site) => site.pages);
    progress(`${pages.length} pages: ${pages.map((page) => page.label).join(', ')}`);
    await mkdir(join(reportsDir, 'lighthouse'), { recursive: true });
    await mkdir(join(reportsDir, 'axe'), { recursive: true });

    const measurements: Measurements = {
      lighthouse: new Map(),
      performanceRuns: new Map(),
      scrolledRequests: new Map(),
      pageTimes: new Map(),
      twinTimes: new Map(),
      twinPairs: new Map(),
      checks: [],
      problems: new Map(),
      environment: [],
    };
    const firstUse: FirstUseResult[] = [];
    const gzip = new Map<string, number>();
    for (const site of sites) {
      progress(`serving ${site.contentDir}/ at ${site.served.origin}; Lighthouse, one page at a time, on mobile each run followed by its no-script twin's:`);
      await runLighthousePass(site.served, site.pages, site.twins, runCount, reportsDir, measurements);
      progress('axe:');
      await runAxePass(site.served, site.pages, reportsDir, measurements);
      progress('first use:');
      firstUse.push(...(await runFirstUsePass(site.served, firstUseTargets(site.pages, site.built.sections.includes('contact')), 3)));
      const urls = [
        ...site.pages.flatMap((page) => formFactors.flatMap((formFactor) => measurements.lighthouse.get(rowKey(page, formFactor))?.resources ?? [])),
        ...site.pages.flatMap((page) => formFactors.flatMap((formFactor) => measurements.scrolledRequests.get(rowKey(page, formFactor)) ?? [])),
      ].map((resource) => resource.url);
      for (const [url, size] of await gzipSizes(urls, site.served.origin, site.served.origin)) gzip.set(url, size);
    }
    const { pageTimes, twinTimes, twinPairs } = measurements;

    const rows: AuditRow[] = pages.flatMap((page) =>
      formFactors.map((formFactor) => {
        const key = rowKey(page, formFactor);
        const figures = measurements.lighthouse.get(key) ?? null;
        const scrolled = measurements.scrolledRequests.get(key);
        return {
          page,
          formFactor,
          lighthouse: figures,
          performanceRuns: measurements.performanceRuns.get(key) ?? [],
          loadBytes: figures && !figures.runtimeError ? byteTotals(figures.resources, gzip) : null,
          scrolledBytes: scrolled ? byteTotals(scrolled, gzip) : null,
          axeViolations: axeViolationCount(measurements.checks, page, formFactor),
          problems: measurements.problems.get(key) ?? [],
        };
      }),
    );

    const costRows: ScriptCostRow[] = pages.map((page) => ({
      label: page.label,
      page: pageTimes.get(page.slug) ?? null,
      noScript: twinTimes.get(twinKey(page.slug, 'no-script')) ?? null,
      pairs: twinPairs.get(twinKey(page.slug, 'no-script')) ?? [],
      ...(inlineCss ? { inlineCss: twinTimes.get(twinKey(page.slug, 'no-script-inline-css')) ?? null } : {}),
    }));
    const verdict = checkBudgets(rows);
    verdict.broken.push(...twinBudgetBreaks(costRows), ...scriptCostBreaks(costRows), ...firstUseBreaks(firstUse));
    const shortfalls = shortfallLines(rows);
    const output = [
      '',
      'Site served by `portfolio preview` (Brotli first, else gzip, as a static host sends it); ' +
        'the 404 pages are audited by Lighthouse at /404.html and /<lang>/404.html (it refuses a 404 status), by axe at an unknown path.',
      // One line per site's pass would say the same twice.
      ...new Set(measurements.environment),
      'Bytes in kB of 1,000 B. "LH" = transfer size Lighthouse saw (headers included); "gz" = gzip of each file the page loaded, ' +
        'computed here; "Scrolled" = everything loaded once scrolled to the end, video not played. axe = violations over both themes and all opened states.',
      'Mobile loads wait for 3 s of network quiet; nothing is scrolled or touched, so "JS" at load is the JavaScript before any interaction.',
      '',
      ...resultTable(rows),
      '',
      ...firstUseLines(firstUse, firstUseEnvironment),
      '',
      `Paint first, script after: each page against the same HTML without any script (budget: ratio ≤ ${maxScriptCostRatio.toFixed(2)}). ` +
        'Times: the median of each figure over its runs; ratio: the median of the ratios of each run of the page and the twin run right after it.',
      ...scriptCostTable(costRows),
      ...blockingTimeFloorLines(costRows, twinBudget.maxTwinBlockingMs),
      '',
      ...budgetIntroLines(),
      ...budgetTable(rows, costRows),
      '',
      ...(shortfalls.length ? ['Where Lighthouse points were lost:', ...shortfalls.map((line) => `  ${line}`), ''] : []),
      ...axeSummaryLines(measurements.checks),
      '',
      ...(verdict.waived.length ? ['Accepted below budget:', ...verdict.waived.map((line) => `  ${line}`)] : []),
      ...(verdict.broken.length ? ['budget: BROKEN', ...verdict.broken.map((line) => `  ${line}`)] : ['budget: OK']),
      '',
      `Raw reports: ${reportsDir}/`,
    ];
    console.log(output.join('\n'));
    await writeFile(join(reportsDir, 'summary.txt'), `${output.join('\n')}\n`);
    await writeFile(
      join(reportsDir, 'summary.json'),
      JSON.stringify(
        {
          rows: rows.map(({ lighthouse, ...row }) => ({ ...row, lighthouse: lighthouse && { ...lighthouse, resources: undefined } })),
          axe: measurements.checks.map(({ results: _results, ...check }) => check),
          scriptCost: costRows,
          firstUse,
          verdict,
        },
        null,
        1,
      ),
    );
    return verdict.broken.length ? ExitCode.failure : ExitCode.ok;
  } finally {
    await closeSites(sites);
    await rm(workDir, { recursive: true, force: true });
  }
}

function timestamp(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

let options: { content: string; reports: string; runs: number; inlineCss: boolean; pages: string[] | null; skipScale: boolean };
try {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      reports: { type: 'string', default: 'audit-reports' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'inline-css': { type: 'boolean', default: false },
      'skip-scale': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be a whole number from 1 to 9 (got "${values.runs}")`);
  const pages = values.pages === undefined ? null : values.pages.split(',').map((slug) => slug.trim()).filter((slug) => slug !== '');
  options = { content: values.content, reports: values.reports, runs, inlineCss: values['inline-css'], pages, skipScale: values['skip-scale'] };
} catch (error) {
  console.error(`${firstLine(error)}\n${usage}`);
  process.exit(ExitCode.usage);
}

try {
  const reportsDir = resolve(options.reports, timestamp());
  process.exitCode = await audit(resolve(options.content), reportsDir, options.runs, options.inlineCss, options.pages, options.skipScale);
} catch (error) {
  console.error(`audit failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = ExitCode.failure;
}
