import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotli, brotliQuality, gzip } from '../cli/build/compress-output.ts';
import type { AuditedPage } from './audit-plan.ts';
import { linkedStylesheets, pageFile, twinPath, withInlineStylesheets, withoutScripts, type TwinVariant } from './no-script-page.ts';

export interface TwinPage {
  page: AuditedPage;
  variant: TwinVariant;
  /** Where Lighthouse opens it. */
  path: string;
}

async function writeServed(distDir: string, path: string, html: string): Promise<void> {
  const file = join(distDir, path);
  await mkdir(dirname(file), { recursive: true });
  const bytes = Buffer.from(html, 'utf8');
  // Compressed like every page of the build, so both sides of a ratio travel the same way.
  await writeFile(file, bytes);
  await writeFile(`${file}.br`, await brotli(bytes, brotliQuality(file, bytes.length)));
  await writeFile(`${file}.gz`, await gzip(bytes));
}

/**
 * Writes, into the built site (before it is served: the preview lists its files when it starts), each audited
 * page without its scripts and, with `inlineCss`, the same again with its stylesheets inlined.
 */
export async function writeTwinPages(distDir: string, pages: readonly AuditedPage[], inlineCss: boolean): Promise<TwinPage[]> {
  const twins: TwinPage[] = [];
  for (const page of pages) {
    const html = await readFile(join(distDir, pageFile(page.lighthousePath)), 'utf8');
    const noScript = withoutScripts(html);
    const path = twinPath(page.slug, 'no-script');
    await writeServed(distDir, path, noScript);
    twins.push({ page, variant: 'no-script', path });
    if (!inlineCss) continue;
    const sheets = new Map<string, string>();
    for (const href of linkedStylesheets(noScript)) sheets.set(href, await readFile(join(distDir, pageFile(href)), 'utf8'));
    const inlinePath = twinPath(page.slug, 'no-script-inline-css');
    await writeServed(distDir, inlinePath, withInlineStylesheets(noScript, sheets));
    twins.push({ page, variant: 'no-script-inline-css', path: inlinePath });
  }
  return twins;
}
