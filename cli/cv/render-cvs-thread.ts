import { parentPort, workerData } from 'node:worker_threads';
import { renderCvs } from './render-cv.tsx';
import { cvSources } from './write-cvs.ts';

// The worker thread of renderCvsInWorker (write-cvs.ts), through cv-worker.js: the build's data files in, the PDFs out.
const { input, languages, strings } = cvSources(workerData as Readonly<Record<string, unknown>>);
parentPort?.postMessage(await renderCvs(input, languages, strings));
