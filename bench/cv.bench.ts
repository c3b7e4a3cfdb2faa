/**
 * Benchmark (prints figures; not a test): what the generated CV PDFs add to the build, and their sizes.
 * Targets: each PDF of the shipped content < 300 kB; with 1,000 publications < 1 MB.
 * Run: npx tsx bench/cv.bench.ts
 */
import { fileURLToPath } from 'node:url';
import type { Publication } from '../schemas/types.generated.ts';
import { validateContent } from '../cli/content/validate-content.ts';
import { renderCv, renderCvs } from '../cli/cv/render-cv.ts';
import { cvSources } from '../cli/cv/write-cvs.ts';
import { cvDataFiles } from '../cli/build/data-files.ts';
import { mapWork } from '../cli/publications/map-work.ts';
import { generateWorks } from '../cli/publications/testing/openalex-stand-in.ts';

const shippedContent = fileURLToPath(new URL('../content/', import.meta.url));
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

const { content } = await validateContent(shippedContent);
if (content === undefined) throw new Error('the shipped content does not validate');
// What the build gives the CV: the data files it reads (talks and teaching through their CV shares).
const { input, strings } = cvSources(cvDataFiles(content));

const runs: number[] = [];
let sizes: string[] = [];
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const rendered = await renderCvs(input, ['en', 'fr'], strings);
  runs.push(performance.now() - started);
  sizes = rendered.map((cv) => `${cv.path} ${kB(cv.bytes.length)}${cv.bytes.length < 300_000 ? '' : ' (over the 300 kB target)'}`);
}
console.log(
  `CV PDFs, shipped content (en + fr): first ${(runs[0]! / 1000).toFixed(2)} s (fonts loaded), then ${runs
    .slice(1)
    .map((ms) => (ms / 1000).toFixed(2))
    .join(', ')} s; this is what the build adds`,
);
for (const size of sizes) console.log(`  ${size} (target < 300 kB)`);

const owner = { authorIds: new Set(['A5000000001']), orcid: null };
const works = generateWorks(1000, { authorId: 'A5000000001' })
  .map((work) => mapWork(work, owner, new Set()))
  .flatMap((mapped) => (mapped.kind === 'publication' ? [mapped.publication] : []));
const many = cvSources(cvDataFiles({ ...content, publications: { ...content.publications, items: works satisfies Publication[] } })).input;
const started = performance.now();
const big = await renderCv(many, 'en', strings['en'] ?? {});
console.log(
  `CV PDF with ${works.length} publications (stand-in works): ${kB(big.bytes.length)} in ${((performance.now() - started) / 1000).toFixed(2)} s (target < 1 MB)`,
);
