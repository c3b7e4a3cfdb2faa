import { renderCvs } from './render-cv.ts';
import { cvSources, type CvProcessAnswer } from './write-cvs.ts';

// The child process of renderCvsInChildProcess (write-cvs.ts): the CV's data files in,
// the PDFs (or the reason there are none) out.
process.once('message', (data: Readonly<Record<string, unknown>>) => {
  void (async () => {
    let answer: CvProcessAnswer;
    try {
      const { input, languages, strings } = cvSources(data);
      answer = { rendered: await renderCvs(input, languages, strings) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(answer, () => process.disconnect());
  })();
});
