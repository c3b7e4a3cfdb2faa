import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler tool (pdftotext, pdffonts, pdfinfo) on PDF bytes and returns what it printed. For tests. */
export function popplerOutput(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', bytes: Uint8Array, ...args: string[]): string {
  const directory = mkdtempSync(join(tmpdir(), 'cv-pdf-'));
  try {
    const file = join(directory, 'cv.pdf');
    writeFileSync(file, bytes);
    const output = tool === 'pdftotext' ? ['-enc', 'UTF-8', ...args, file, '-'] : [...args, file];
    // stderr is kept out of the test log (poppler 22 complains of a valid /Suspects false) and in a failure's error.
    return execFileSync(`/usr/bin/${tool}`, output, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The PDF's text with every run of white space (line ends included) made one space. */
export function pdfText(bytes: Uint8Array): string {
  return popplerOutput('pdftotext', bytes).replace(/\s+/g, ' ');
}
