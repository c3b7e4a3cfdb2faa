import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromiumPath, headlessChromiumFlags } from '../tests/support/chromium.ts';
import type { FormFactor } from './audit-plan.ts';

const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  lhr: Result;
  json: string;
  html: string;
}

/**
 * The issue counts the JavaScript a phone loads before any interaction once the network has been idle for
 * 3 s; Lighthouse's default stops after 1 s of quiet, which could miss a script loaded late.
 */
const mobileNetworkQuietMs = 3_000;

/**
 * One Lighthouse navigation in a fresh Chromium (a clean profile, so no cache or service worker carries over
 * from the previous page). Mobile is Lighthouse's default configuration (simulated slow 4G and a 4× slower
 * CPU) waiting for 3 s of network quiet; desktop is its own desktop configuration.
 */
async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: headlessChromiumFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['json', 'html'],
        onlyCategories: [...lighthouseCategories],
        logLevel: 'error',
        ...(formFactor === 'mobile' ? { networkQuietThresholdMs: mobileNetworkQuietMs } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
    const [json, html] = result.report as string[];
    if (json === undefined || html === undefined) throw new Error(`Lighthouse returned no report for ${url}`);
    return { lhr: result.lhr, json, html };
  } finally {
    chrome.kill();
  }
}


/**
 * Lighthouse asks to be run again when its trace recording fails (NO_NAVSTART, NO_FCP… on a busy machine):
 * up to `retries` more attempts; the last run is returned, its error included, when none completes.
 */
export async function runLighthouseWithRetries(
  url: string,
  formFactor: FormFactor,
  retries: number,
  onRetry: (reason: string) => void,
): Promise<LighthouseRun> {
  let run = await runLighthouse(url, formFactor);
  for (let retry = 0; retry < retries && run.lhr.runtimeError; retry += 1) {
    onRetry(run.lhr.runtimeError.code);
    run = await runLighthouse(url, formFactor);
  }
  return run;
}
