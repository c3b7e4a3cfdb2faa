import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import { ExitCode } from './exit-codes.ts';
import type { OpenAlexRequestOptions } from './openalex-request.ts';

const defaultApiUrl = 'https://api.openalex.org';
export const apiUrlHelp = `OpenAlex API address (default: $OPENALEX_API_URL, else ${defaultApiUrl})`;
export const environmentHelp = '\nEnvironment: OPENALEX_API_KEY (sent as api_key= when set), OPENALEX_API_URL.';

/** --api-url, else OPENALEX_API_URL, else production; a usage error (exit 2) when it is no http(s) URL. */
export function resolveApiUrl(command: Command, fromOption: string | undefined): string {
  const apiUrl = fromOption ?? (process.env.OPENALEX_API_URL || defaultApiUrl);
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl) || !URL.canParse(apiUrl)) {
    command.error(`error: the OpenAlex API address "${apiUrl}" is not an http(s) URL (from ${fromOption ? '--api-url' : 'OPENALEX_API_URL'}).`, {
      exitCode: ExitCode.usage,
      code: 'portfolio.usage',
    });
  }
  return apiUrl;
}

/** The real network, clock and timers, with the key from OPENALEX_API_KEY. */
export function liveRequestOptions(apiUrl: string): OpenAlexRequestOptions {
  return {
    apiUrl,
    apiKey: process.env.OPENALEX_API_KEY || null,
    fetch: globalThis.fetch,
    sleep: (milliseconds) => sleep(milliseconds),
    now: () => new Date(),
  };
}
