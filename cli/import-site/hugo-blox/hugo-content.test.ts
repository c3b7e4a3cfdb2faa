import { describe, expect, it } from 'vitest';
import { placeContentFile, rekeyBibtex } from './hugo-content.ts';

describe('placeContentFile', () => {
  it('knows the sections of every Hugo Blox version, bundles and single files', () => {
    expect(placeContentFile('content/publications/waves/index.md')).toEqual({ as: 'page', kind: 'publication', section: 'publications', name: 'waves', dir: 'content/publications/waves' });
    expect(placeContentFile('content/blog/notes.md')).toEqual({ as: 'page', kind: 'post', section: 'blog', name: 'notes', dir: 'content/blog' });
    expect(placeContentFile('content/events/agu/index.md')).toMatchObject({ kind: 'talk', section: 'events' });
    expect(placeContentFile('content/projects/sensors/index.md')).toMatchObject({ kind: 'project', section: 'projects' });
    expect(placeContentFile('content/contact/index.md')).toMatchObject({ as: 'page', kind: 'page', section: '', name: 'contact' });
  });

  it('sets aside author files, home widgets, lists, hidden files and unknown sections', () => {
    expect(placeContentFile('content/authors/admin/_index.md')).toEqual({ as: 'author' });
    expect(placeContentFile('content/home/experience.md')).toEqual({ as: 'widget' });
    expect(placeContentFile('content/post/_index.md')).toMatchObject({ as: 'left out', why: expect.stringContaining('list') });
    expect(placeContentFile('content/post/.notes.md')).toMatchObject({ as: 'left out', why: expect.stringContaining('starts with') });
    expect(placeContentFile('content/_drafts/x.md')).toMatchObject({ as: 'left out', why: expect.stringContaining('starts with') });
    expect(placeContentFile('content/post/waves/index.fr.md')).toMatchObject({ as: 'left out', why: expect.stringMatching(/^a translation \(fr\)/) });
    expect(placeContentFile('content/slides/example/index.md')).toEqual({ as: 'left out', why: 'the section "slides" has no equivalent in the new site' });
  });
});

describe('rekeyBibtex', () => {
  it('gives the one entry the page slug as key', () => {
    expect(rekeyBibtex('@comment{x}\n@InProceedings{ example1 ,\n title={T}\n}\n', 'tidal-mixing')).toEqual({ text: '@comment{x}\n@InProceedings{tidal-mixing,\n title={T}\n}', formerKey: 'example1' });
  });

  it('leaves a file of several entries, or none, alone', () => {
    expect(rekeyBibtex('@article{a,\n}\n@article{b,\n}', 'x')).toBeNull();
    expect(rekeyBibtex('not bibtex', 'x')).toBeNull();
  });
});
