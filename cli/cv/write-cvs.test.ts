import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataFiles } from '../build/data-files.ts';
import { validateContent } from '../content/validate-content.ts';
import { renderCvs } from './render-cv.ts';
import { cvData, cvSources, renderCvsInChildProcess } from './write-cvs.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));
let data: Record<string, unknown>;

beforeAll(async () => {
  const validated = await validateContent(shippedContent);
  if (validated.content === undefined) throw new Error('the shipped content does not validate');
  data = await dataFiles(validated.content);
}, 60_000);

describe('cvData', () => {
  it('keeps the files the CV is made from, and the CV made from them is the same', () => {
    const kept = cvData(data);
    expect(Object.keys(kept).sort()).toEqual([
      'cv-publications', 'education', 'experience', 'recognition', 'site', 'skills', 'software-cv', 'strings.en', 'strings.fr', 'talks-cv', 'teaching-cv',
    ]);
    expect(cvSources(kept)).toEqual(cvSources(data));
  });
});

describe('renderCvsInChildProcess', () => {
  it('renders in a child process the same PDFs, byte for byte, as the build process renders', async () => {
    const { input, languages, strings } = cvSources(data);
    const [inWorker, here] = await Promise.all([renderCvsInChildProcess(data), renderCvs(input, languages, strings)]);
    expect(inWorker.map((cv) => cv.path)).toEqual(['/cv/elodie-marchand-cv-en.pdf', '/cv/elodie-marchand-cv-fr.pdf']);
    expect(inWorker.map((cv) => cv.path)).toEqual(here.map((cv) => cv.path));
    for (const [index, cv] of inWorker.entries()) {
      expect(Buffer.isBuffer(cv.bytes)).toBe(true);
      expect(cv.bytes.equals(here[index]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
  }, 60_000);

  it('stops the renderer when told to, failing with the reason given', async () => {
    const stop = new AbortController();
    const rendering = renderCvsInChildProcess(data, stop.signal);
    stop.abort(new Error('the prerender failed'));
    await expect(rendering).rejects.toThrow('the prerender failed');
    await expect(renderCvsInChildProcess(data, stop.signal)).rejects.toThrow('the prerender failed');
  }, 30_000);

  it("fails with the renderer's own error when the data cannot make a CV", async () => {
    await expect(renderCvsInChildProcess({})).rejects.toThrow(/languages/);
  }, 30_000);
});
