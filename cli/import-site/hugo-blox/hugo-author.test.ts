import { describe, expect, it } from 'vitest';
import { authorCandidates, chooseOwner, isDemoAuthor, readProfile, siteOwnerName } from './hugo-author.ts';

const dataAuthor = {
  file: 'data/authors/me.yaml',
  slug: 'me',
  body: '',
  data: {
    schema: 'hugoblox/author/v1',
    is_owner: true,
    name: { display: 'Dr. Mariana Okafor', given: 'Mariana', family: 'Okafor' },
    role: 'Associate Professor',
    bio: 'I study ocean waves.',
    affiliations: [{ name: 'University of Bergen', url: 'https://www.uib.no/' }],
    links: [{ icon: 'brands/github', url: 'https://github.com/mokafor' }],
    interests: ['Waves'],
  },
};

describe('author files', () => {
  it('looks in data/authors first, then the admin bundle, then the other authors', () => {
    const files = new Set(['content/authors/zoe/_index.md', 'content/authors/admin/_index.md', 'data/authors/me.yaml', 'content/authors/admin/avatar.jpg']);
    expect(authorCandidates(files)).toEqual(['data/authors/me.yaml', 'content/authors/admin/_index.md', 'content/authors/zoe/_index.md']);
  });

  it('takes the owner (is_owner, superuser) and knows the starters’ demo authors', () => {
    const student = { ...dataAuthor, slug: 'student', data: { name: { display: 'A Student' } } };
    expect(chooseOwner([student, dataAuthor])).toBe(dataAuthor);
    expect(isDemoAuthor({ ...dataAuthor, data: { name: { display: 'Dr. Alex Johnson' } } })).toBe(true);
    expect(isDemoAuthor({ ...dataAuthor, data: { title: 'Nelson Bighetti' } })).toBe(true);
    expect(isDemoAuthor(dataAuthor)).toBe(false);
  });

  it("falls back on the site's name, never the starter's", () => {
    expect(siteOwnerName({ hugoblox: { identity: { name: 'Your Name' } } }, 'Academic')).toBe('');
    expect(siteOwnerName({}, 'Academic')).toBe('');
    expect(siteOwnerName({}, 'Mariana Okafor')).toBe('Mariana Okafor');
  });
});

describe('readProfile', () => {
  it("reads Hugo Blox's data author: display name, bio as the about text, avatar from assets/media/authors", () => {
    const read = readProfile(dataAuthor, new Set(['assets/media/authors/me.png']), '');
    expect(read.profile).toEqual({
      name: 'Dr. Mariana Okafor',
      subtitle: 'Associate Professor',
      affiliation: 'University of Bergen',
      email: null,
      location: null,
      about: 'I study ocean waves.',
      interests: ['Waves'],
      photo: { path: 'images/profile.png', alt: null },
      orcid: null,
      links: [{ kind: 'github', url: 'https://github.com/mokafor' }],
      cvPdf: null,
    });
    expect(read.assets).toEqual([{ from: 'assets/media/authors/me.png', to: 'images/profile.png' }]);
  });

  it('says when the CV the links point to is missing', () => {
    const withCv = { ...dataAuthor, data: { ...dataAuthor.data, links: [{ icon: 'cv', url: '/uploads/resume.pdf' }] } };
    expect(readProfile(withCv, new Set(), '').notes).toEqual(['CV /uploads/resume.pdf not found in static/: add it as content/files/cv.pdf']);
  });

  it('gives an empty profile with the fallback name when there is no owner', () => {
    expect(readProfile(null, new Set(), 'Mariana Okafor').profile).toMatchObject({ name: 'Mariana Okafor', about: '', links: [] });
  });
});
