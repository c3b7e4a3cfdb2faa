import { describe, expect, it } from 'vitest';
import { mergeConfig, pagePermalinks, parseConfigText } from './hugo-config.ts';

describe('Hugo configuration', () => {
  it('reads permalinks as Hugo before and after 0.120 wrote them, leaving taxonomies out', () => {
    expect([...pagePermalinks({ post: '/:year/:slug/', authors: '/author/:slug/' })]).toEqual([['post', '/:year/:slug/'], ['authors', '/author/:slug/']]);
    expect([...pagePermalinks({ page: { posts: '/articles/:year/:slug/' }, section: { posts: '/articles/' } })]).toEqual([['posts', '/articles/:year/:slug/']]);
  });

  it("merges Academic's config.toml and params.toml, the later file winning", () => {
    const config = parseConfigText('config.toml', 'title = "Academic"\n[permalinks]\n  post = "/:year/:slug/"\n');
    const params = parseConfigText('config/_default/params.toml', 'email = "a@b.org"\n');
    if (!config.ok || !params.ok) throw new Error('fixture does not parse');
    const merged = mergeConfig([{ file: 'config.toml', data: config.data }, { file: 'config/_default/params.toml', data: { params: params.data } }, { file: 'hugo.yaml', data: { title: 'Mariana Okafor' } }]);
    expect(merged).toEqual({ files: ['config.toml', 'config/_default/params.toml', 'hugo.yaml'], title: 'Mariana Okafor', params: { email: 'a@b.org' }, permalinks: new Map([['post', '/:year/:slug/']]) });
  });

  it('gives a YAML error its line', () => {
    expect(parseConfigText('hugo.yaml', 'title: x\nbaseURL: a: b\n')).toEqual({ ok: false, line: 2, message: 'Nested mappings are not allowed in compact mappings' });
  });
});
