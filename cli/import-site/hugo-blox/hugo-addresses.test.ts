import { describe, expect, it } from 'vitest';
import { hugoAddresses, normaliseAddress, urlize } from './hugo-addresses.ts';

const waves = { section: 'post', name: 'ocean-waves', date: '2023-05-01', title: 'Ocean Waves, Measured!', data: {} };

describe('hugoAddresses', () => {
  it('serves a page at its section and folder name by default, or its slug', () => {
    expect(hugoAddresses(waves, new Map())).toEqual(['/post/ocean-waves/']);
    expect(hugoAddresses({ ...waves, data: { slug: 'Waves' } }, new Map())).toEqual(['/post/waves/']);
  });

  it('follows the section permalink pattern', () => {
    const permalinks = new Map([['post', '/:year/:month/:slug/']]);
    expect(hugoAddresses(waves, permalinks)).toEqual(['/2023/05/ocean-waves-measured/']);
    expect(hugoAddresses(waves, new Map([['post', '/blog/:slugorfilename/']]))).toEqual(['/blog/ocean-waves/']);
    expect(hugoAddresses(waves, new Map([['post', '/:monthname/:filename']]))).toEqual(['/may/ocean-waves/']);
  });

  it('lets url: win over patterns and adds every alias, a relative one beside the page', () => {
    const data = { url: '/research/waves', aliases: ['/old/waves.html', 'waves-2022'] };
    expect(hugoAddresses({ ...waves, data }, new Map([['post', '/:year/:slug/']]))).toEqual(['/research/waves/', '/old/waves.html', '/research/waves-2022/']);
  });
});

describe('address helpers', () => {
  it('normalise and urlize like Hugo', () => {
    expect(normaliseAddress('about')).toBe('/about/');
    expect(normaliseAddress('/cv.html')).toBe('/cv.html');
    expect(urlize('Über Wellen: Teil 2')).toBe('über-wellen-teil-2');
  });
});
