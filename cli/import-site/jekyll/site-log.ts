import type { OldPath, ReportLine } from '../old-site.ts';

/**
 * What a reader gathers beside the things it imports: one report line per old file, the files to copy and the
 * old addresses to redirect, each once.
 */
export class SiteLog {
  readonly report: ReportLine[] = [];
  readonly assets: Array<{ from: OldPath; to: string }> = [];
  readonly redirects: Array<{ from: string; to: string }> = [];
  private readonly copied = new Set<string>();
  private readonly redirected = new Set<string>();

  imported(file: OldPath, detail: string, changes: string[] = []): void {
    if (changes.length === 0) this.report.push({ file, outcome: 'imported', detail });
    else this.report.push({ file, outcome: 'changed', detail: `${detail}; ${changes.join('; ')}` });
  }

  leftOut(file: OldPath, detail: string): void {
    this.report.push({ file, outcome: 'left out', detail });
  }

  asset(from: OldPath, to: string): void {
    if (this.copied.has(to)) return;
    this.copied.add(to);
    this.assets.push({ from, to });
  }

  /** An old address → the new page; the new page's own address and repeats are skipped. */
  redirect(from: string, to: string): void {
    if (from === to || this.redirected.has(from)) return;
    this.redirected.add(from);
    this.redirects.push({ from, to });
  }
}
