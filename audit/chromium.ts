/** The Chromium the audit drives; CHROME_PATH or CHROMIUM_PATH override the system one. */
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The machine has no network: without the background-networking flags Chromium keeps trying (and failing)
 * to reach its own services, which pollutes the console and the network log Lighthouse reads.
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

export const headlessChromiumFlags = ['--headless=new', ...chromiumFlags];
