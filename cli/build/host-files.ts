/** Security headers for every page; the pages also carry their CSP in a <meta> tag for hosts without headers. */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** `_headers`, read by Netlify, Cloudflare Pages and similar hosts (GitHub Pages ignores it). */
export function renderHeadersFile(prefixedLanguages: readonly string[]): string {
  return [
    '/*',
    ...Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    ...prefixedLanguages.flatMap((language) => [`/${language}/*`, `  Content-Language: ${language}`, '']),
  ].join('\n');
}

/**
 * `_redirects`: unknown paths get the 404 page of their language, with status 404. `prefixedLanguages` are the
 * languages served under /<code>/ (all but the default one); a one-language site has none.
 */
export function renderRedirectsFile(prefixedLanguages: readonly string[]): string {
  return [...prefixedLanguages.map((language) => `/${language}/*  /${language}/404.html  404\n`), '/*  /404.html  404\n'].join('');
}
