/**
 * What `portfolio build` prints: one line per phase with its duration, and a summary of the output. Pure: the
 * command gives the clock and where the lines go.
 */
export interface BuildReporter {
  /** A finished phase: its name, how long it took, and what it did ("6 pages"). */
  phase(name: string, milliseconds: number, detail?: string): void;
  /** Where a long phase is (shown on a terminal only, overwritten by the next line). */
  progress(text: string): void;
}

export const silentReporter: BuildReporter = { phase: () => {}, progress: () => {} };

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** "  ✓ prerender        6 pages   4.1 s" */
export function phaseLine(name: string, milliseconds: number, detail = ''): string {
  return `  ✓ ${name.padEnd(15)}${detail.padEnd(17)} ${seconds(milliseconds).padStart(7)}`;
}

/**
 * Times consecutive phases: `begin` ends the running phase (reporting it) and starts the next, `end` reports
 * the running one. A detail set while a phase runs is printed with it.
 */
export class PhaseClock {
  private current: { name: string; started: number; detail?: string } | null = null;

  constructor(
    private readonly reporter: BuildReporter,
    private readonly now: () => number,
  ) {}

  begin(name: string): void {
    this.end();
    this.current = { name, started: this.now() };
  }

  describe(detail: string): void {
    if (this.current) this.current.detail = detail;
  }

  end(): void {
    if (!this.current) return;
    const { name, started, detail } = this.current;
    this.current = null;
    this.reporter.phase(name, this.now() - started, detail);
  }

  get running(): string | null {
    return this.current?.name ?? null;
  }
}

export interface OutputFile {
  /** Relative to the output folder, with forward slashes. */
  path: string;
  size: number;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function megabytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(2)} MB` : kilobytes(bytes);
}

const compressedCopy = /\.(br|gz)$/;

/** The gzip bytes of the output's scripts and of its styles (asset-sizes.ts). */
export interface AssetBytes {
  js: number;
  css: number;
}

/** The summary under the phase lines: pages, the gzip size of the scripts and styles, the whole output. */
export function summaryLines(files: readonly OutputFile[], gzipped: AssetBytes): string[] {
  const plain = files.filter((file) => !compressedCopy.test(file.path));
  const copies = files.filter((file) => compressedCopy.test(file.path));
  const sum = (list: readonly OutputFile[]) => list.reduce((total, file) => total + file.size, 0);
  const pages = plain.filter((file) => file.path.endsWith('.html')).length;
  return [
    `  ${pages} pages · JS ${kilobytes(gzipped.js)} gzip · CSS ${kilobytes(gzipped.css)} gzip`,
    `  ${plain.length} files, ${megabytes(sum(plain))}${copies.length ? ` (+ ${megabytes(sum(copies))} of .br/.gz copies for the host)` : ''}`,
  ];
}
