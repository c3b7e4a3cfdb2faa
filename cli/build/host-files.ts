/** Security headers for every page; the pages also carry their CSP in a <meta> tag for hosts without headers. */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** `_headers`, read by Netlify, Cloudflare Pages and similar hosts (GitHub Pages ignores it). */
export function renderHeadersFile(otherLanguage: 'en' | 'fr'): string {
  return [
    '/*',
    ...Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `/${otherLanguage}/*`,
    `  Content-Language: ${otherLanguage}`,
    '',
  ].join('\n');
}

/** `_redirects`: unknown paths get the 404 page of their language, with status 404. */
export function renderRedirectsFile(otherLanguage: 'en' | 'fr'): string {
  return `/${otherLanguage}/*  /${otherLanguage}/404.html  404\n/*  /404.html  404\n`;
}
