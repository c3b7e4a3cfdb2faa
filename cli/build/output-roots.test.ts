import { describe, expect, it } from 'vitest';
import { OutputRoots } from './output-roots.ts';

describe('where the build process writes a site file', () => {
  it('into the output when no service worker glob takes it, recorded; else beside it', () => {
    const roots = new OutputRoots('/site.staging-1', '/site.staging-1.files');
    expect(roots.rootOf('publications/w1/w1.bib')).toBe('/site.staging-1');
    expect(roots.rootOf('publications/w1/w1.ris')).toBe('/site.staging-1');
    expect(roots.rootOf('fr/feed.xml')).toBe('/site.staging-1');
    expect(roots.rootOf('images/photo.jpg')).toBe('/site.staging-1.files');
    expect(roots.rootOf('software/index.html')).toBe('/site.staging-1.files');
    expect([...roots.inOutput]).toEqual(['publications/w1/w1.bib', 'publications/w1/w1.ris', 'fr/feed.xml']);
  });
});
