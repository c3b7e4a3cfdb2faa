/** The Chromium the browser tests and the audit drive: Debian's, unless CHROMIUM_PATH (or CHROME_PATH) names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The machine has no network: without the background-networking flags Chromium keeps trying (and failing)
 * to reach its own services, which pollutes the console, the network log Lighthouse reads, and test runs.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For launchers that do not start Chromium headless themselves (Lighthouse's chrome-launcher). */
export const headlessChromiumFlags = ['--headless=new', ...chromiumFlags];
