import { convertBody } from './convert-body.ts';
import { newFilePath } from './file-paths.ts';
import type { JekyllFile } from './jekyll-files.ts';
import type { LiquidContext } from './liquid.ts';
import type { SiteLog } from './site-log.ts';

export interface BodyContext extends LiquidContext {
  /** Every file of the old site (site-relative), to tell a file a page points to from a missing one. */
  siteFiles: ReadonlySet<string>;
  log: SiteLog;
}

/** A page's body as Markdown, with the files it uses queued for copying; what changed, for the page's report line. */
export function importBody(file: Pick<JekyllFile, 'body' | 'bodyLine'>, context: BodyContext): { markdown: string; changes: string[] } {
  const converted = convertBody(file.body, file.bodyLine, context);
  const changes = [...converted.changes];
  for (const used of converted.files) {
    if (context.siteFiles.has(used)) context.log.asset(used, newFilePath(used));
    else changes.push(`it points to ${used}, which is not in the old site: fix the link in the new file`);
  }
  return { markdown: converted.markdown, changes };
}

/** A file the old site names in front matter (`img: assets/img/x.jpg`, `paperurl: /files/p.pdf`): its new path, queued for copying, or null when absent. */
export function importFile(oldPath: string, context: BodyContext): string | null {
  const path = oldPath.replace(/^(?:\.\/|\/)+/, '');
  if (!context.siteFiles.has(path)) return null;
  const to = newFilePath(path);
  context.log.asset(path, to);
  return to;
}
