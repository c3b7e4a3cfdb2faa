import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ManualPublicationsFile, SkillsFile, TimelineFile } from '../../schemas/types.generated.ts';
import type { ProjectsByLanguage } from '../collections/projects/projects-build.ts';
import type { PublicationsValue } from '../collections/publications/publications-build.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { sectionOrder } from './sections.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile, validFixture } from './fixtures/content-fixture.ts';
import { validateContent, type Content } from './validate-content.ts';

const manualOf = (content: Content | undefined) => (content?.collections.publications as PublicationsValue | undefined)?.manual as ManualPublicationsFile | undefined;

const projectsOf = (content: Content | undefined) => content?.collections.projects as ProjectsByLanguage | undefined;

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
});

afterEach(async () => {
  await removeCopy(directory);
});

type Edit = readonly [file: string, search: string, replacement: string];

/** Adds a socialImage setting to the fixture's site.json, on a line of its own (line 35). */
function socialImageSetting(path: string): Edit {
  const setting = `"socialImage": { "path": "${path}", "alt": { "en": "Jane Doe's card", "fr": "La carte de Jane Doe" } },`;
  return ['site.json', '  "contact": {', `  ${setting}\n  "contact": {`];
}

/** Copies an image of cli/content/fixtures/images/ into the content folder under `path`. */
async function addImage(fixtureName: string, path: string): Promise<void> {
  await copyFile(new URL(`./fixtures/images/${fixtureName}`, import.meta.url), join(directory, path));
}

async function problemsAfter(...edits: Edit[]): Promise<string[]> {
  for (const [file, search, replacement] of edits) await replaceInFile(directory, file, search, replacement);
  const { problems } = await validateContent(directory);
  return formatRelative(directory, problems);
}

describe('validateContent on the valid fixture', () => {
  it('finds no problem and returns the content typed by the schemas', async () => {
    const { content, problems } = await validateContent(validFixture);
    expect(problems).toEqual([]);
    expect(content?.site.profile.name).toBe('Jane Doe');
    expect(content?.strings.fr?.['nav.skills']).toBe('Compétences');
    expect((content?.collections.skills as SkillsFile | undefined)?.skills).toHaveLength(14);
    expect((content?.collections.experience as TimelineFile | undefined)?.items.map((item) => item.id)).toEqual(['phd-researcher', 'engineer']);
    expect(projectsOf(content)?.en?.projects.map((project) => project.title)).toEqual(['Shoreline model', 'Wave atlas']);
    expect(projectsOf(content)?.fr?.projects[0]?.githubLink).toBe('https://github.com/janedoe/shoreline');
    expect(content?.publications.items[0]?.id).toBe('W2741809807');
    expect(manualOf(content)?.items[0]?.category).toBe('thesis');
  });

  it("gives the collections in the registry's order, whatever order their files were read in (the CV's cache key hashes them)", async () => {
    const { content } = await validateContent(validFixture);
    const ids = Object.keys(content?.collections ?? {});
    expect(ids).toContain('projects');
    expect(ids).toEqual(collectionModels.map((model) => model.id).filter((id) => ids.includes(id)));
  });
});

describe('schema rules, located at the offending value', () => {
  it.each<{ rule: string; edits: Edit[]; expected: string[] }>([
    {
      rule: 'enum lists the allowed values',
      edits: [['site.json', '"defaultTheme": "system"', '"defaultTheme": "dark"']],
      expected: ['site.json:5:19  /defaultTheme  error: must be one of: system, light (got "dark")'],
    },
    {
      rule: 'a missing required property points at the parent object',
      edits: [['site.json', '    "initials": "JD",\n', '']],
      expected: [
        'site.json:6:14  /profile/initials  error: missing required property "initials" (Brand initials in the header.): add it',
      ],
    },
    {
      rule: 'an unknown property points at its key',
      edits: [['site.json', '"cv": "files/CV_2025.pdf",', '"cv": "files/CV_2025.pdf", "twitter": "x",']],
      expected: [
        'site.json:23:32  /profile/twitter  error: unknown property "twitter": remove it or fix its spelling (allowed: name, initials, subtitle, specialization, about, jobTitle, affiliation, email, location, orcid, links, cv, photo, researchKeywords)',
      ],
    },
    {
      rule: 'type',
      edits: [['site.json', '"replyBusinessDays": 2', '"replyBusinessDays": "2"']],
      expected: ['site.json:35:88  /contact/replyBusinessDays  error: must be an integer, not a string'],
    },
    {
      rule: 'URLs are http(s)',
      edits: [['site.json', '"siteUrl": "https://jane-doe.example.org"', '"siteUrl": "ftp://jane-doe.example.org"']],
      expected: [
        'site.json:3:14  /siteUrl  error: must be an absolute http(s) URL: use https://… (got "ftp://jane-doe.example.org")',
      ],
    },
    {
      rule: 'format email',
      edits: [['site.json', '"email": "jane.doe@example.org"', '"email": "jane.doe"']],
      expected: ['site.json:14:14  /profile/email  error: must be an email address, e.g. name@example.org (got "jane.doe")'],
    },
    {
      rule: 'a pattern explains itself with the schema description',
      edits: [['site.json', '"youtubeId": "dQw4w9WgXcQ"', '"youtubeId": "https://youtu.be/dQw4w9WgXcQ"']],
      expected: [
        'site.json:31:18  /spotlight/youtubeId  error: must match ^[A-Za-z0-9_-]{11}$ (got "https://youtu.be/dQw4w9WgXcQ") — YouTube video id; played from youtube-nocookie.com only after the visitor presses play.',
      ],
    },
    {
      rule: 'maxLength',
      edits: [['site.json', '"initials": "JD"', '"initials": "JDOEX"']],
      expected: ['site.json:8:17  /profile/initials  error: must be at most 4 characters long (got 5)'],
    },
    {
      rule: 'minLength 1 on localized text',
      edits: [['experience.json', '"fr": "Doctorante" }', '"fr": "" }']],
      expected: ['experience.json:9:48  /items/0/title/fr  error: must not be empty: write the text'],
    },
    {
      rule: 'a month must be 01–12',
      edits: [['experience.json', '"start_date": "2020-01"', '"start_date": "2020-13"']],
      expected: ['experience.json:19:21  /items/1/start_date  error: month must be 01–12 (got "2020-13")'],
    },
    {
      rule: 'a date must be written YYYY-MM',
      edits: [['experience.json', '"start_date": "2020-01"', '"start_date": "2020/01"']],
      expected: ['experience.json:19:21  /items/1/start_date  error: must be a month written YYYY-MM, e.g. 2024-03 (got "2020/01")'],
    },
    {
      rule: 'a nullable month gives one message (anyOf), the one of the branch that fits',
      edits: [['experience.json', '"end_date": "2022-10"', '"end_date": "2022-00"']],
      expected: ['experience.json:20:19  /items/1/end_date  error: month must be 01–12 (got "2022-00")'],
    },
    {
      rule: 'a nullable month of the wrong type lists the allowed types once',
      edits: [['experience.json', '"end_date": "2022-10"', '"end_date": 2022']],
      expected: ['experience.json:20:19  /items/1/end_date  error: must be a string or null, not an integer'],
    },
    {
      rule: 'string keys are dotted',
      edits: [
        ['strings.en.json', '  "footer.description"', '  "Footer": "x", "footer.description"'],
      ],
      expected: [
        'strings.en.json:3:3  /Footer  error: key "Footer" is not a dotted key: write section.name, e.g. "hero.title" (letters and digits, lowercase first)',
      ],
    },
    {
      rule: 'skill category enum (and the card counts it upsets)',
      edits: [['skills.json', '"name": "Python", "category": "programming"', '"name": "Python", "category": "coding"']],
      expected: [
        'skills.json:4:13  /skills  warning: the skill cards are designed for 5 programming, 5 analysis, 4 tools skills; this file has 4 programming, 5 analysis, 4 tools',
        'skills.json:5:36  /skills/0/category  error: must be one of: programming, analysis, tools (got "coding")',
      ],
    },
    {
      rule: 'a featured publication must exist (site.json publications.featured)',
      edits: [['site.json', '"exclude": [] }', '"exclude": [], "featured": ["W2741809807", "W404"] }']],
      expected: [
        'site.json:37:157  /publications/featured/1  error: the featured publication "W404" names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): remove the reference (or correct it), or add the work to publications.manual.json to keep it',
      ],
    },
    {
      rule: 'format date-time',
      edits: [['publications.json', '"updated_at": "2025-06-01T03:00:00Z"', '"updated_at": "2025-06-01"']],
      expected: [
        'publications.json:3:17  /updated_at  error: must be an ISO 8601 date-time with a time zone, e.g. 2025-01-31T12:00:00Z (got "2025-06-01")',
      ],
    },
    {
      rule: 'DOI pattern',
      edits: [['publications.json', '"doi": "10.1234/shoreline"', '"doi": "https://doi.org/10.1234/shoreline"']],
      expected: [
        'publications.json:20:14  /items/0/doi  error: must match ^10\\.[^\\sA-Z]+$ (got "https://doi.org/10.1234/shoreline") — Bare lower-case DOI (10.…) or null.',
      ],
    },
    {
      rule: 'publications.manual.json is checked too',
      edits: [['publications.manual.json', '"category": "thesis"', '"category": "poster"']],
      expected: [
        'publications.manual.json:13:19  /items/0/category  error: must be one of: article, conference, thesis, preprint, book, other (got "poster")',
      ],
    },
  ])('$rule', async ({ edits, expected }) => {
    expect(await problemsAfter(...edits)).toEqual(expected);
  });
});

describe('files that cannot be read as JSON', () => {
  it('reports a JSON syntax error at its line and column', async () => {
    expect(await problemsAfter(['education.json', '"id": "msc-coastal",', '"id": "msc-coastal",,'])).toEqual([
      'education.json:5:27  /  error: expected a "double-quoted" property name: remove the trailing comma or add the property',
    ]);
  });

  it('reports comments, which JSON does not allow', async () => {
    expect(await problemsAfter(['site.json', '  "defaultTheme": "system",', '  // light or system\n  "defaultTheme": "system",'])).toEqual([
      'site.json:5:3  /  error: comments are not allowed in JSON: remove it',
    ]);
  });

  it('reports an empty file', async () => {
    await writeFile(join(directory, 'skills.json'), '\n');
    expect(await problemsAfter()).toEqual(['skills.json:2:1  /  error: the file is empty: write a JSON object { … }']);
  });

  it('reports a duplicate key at the second one', async () => {
    expect(await problemsAfter(['strings.en.json', '  "footer.description"', '  "nav.skills": "Talents",\n  "nav.skills": "Talents",\n  "footer.description"'])).toEqual([
      'strings.en.json:4:3  /nav.skills  error: duplicate key "nav.skills" (first on line 3): remove one of them',
      `strings.fr.json:1:1  /  warning: strings.en.json rewords "nav.skills" and this file does not: the "fr" pages show the product's wording; add this key here, in fr`,
    ]);
  });

  it('reports a missing required file and says how to create it', async () => {
    await rm(join(directory, 'site.json'));
    await rm(join(directory, 'publications.json'));
    expect(await problemsAfter()).toEqual([
      'publications.json:0:0  /  error: missing file: run `portfolio fetch-publications` to create it',
      'site.json:0:0  /  error: missing file: create it (its format is schemas/site.schema.json)',
    ]);
  });

  it('accepts a content folder without the optional publications.manual.json', async () => {
    await rm(join(directory, 'publications.manual.json'));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(manualOf(content)).toBeUndefined();
    expect((content?.collections.publications as PublicationsValue | undefined)?.publications).toBe(content?.publications);
  });

  it('reports a missing projects page', async () => {
    await rm(join(directory, 'projects.fr.md'));
    expect(await problemsAfter()).toEqual([
      `projects.fr.md:0:0  /  error: missing file: the site has projects (${directory}/projects.md) and the language "fr": create this file with the same blocks, translated, separated by --- lines`,
    ]);
  });
});

describe('cross-file rules', () => {
  it('refuses a profile link of an unknown kind without a label, at the entry, saying to add one', async () => {
    const github = '{ "kind": "github", "url": "https://github.com/janedoe" }';
    expect(await problemsAfter(['site.json', github, '{ "kind": "hal", "url": "https://cv.hal.science/janedoe" }'])).toEqual([
      'site.json:20:7  /profile/links/2/label  error: missing "label": a kind that is not a known one (email, orcid, scholar, github, gitlab, linkedin, researchgate, mastodon, bluesky, x, website) needs a label: add "label": "…" with the link\'s name, or fix the kind\'s spelling',
    ]);
  });

  it('accepts a profile link of an unknown kind with a label', async () => {
    const github = '{ "kind": "github", "url": "https://github.com/janedoe" }';
    expect(await problemsAfter(['site.json', github, '{ "kind": "hal", "url": "https://cv.hal.science/janedoe", "label": "HAL" }'])).toEqual([]);
  });

  it('requires mailto: for an email link and https for a profile link', async () => {
    expect(
      await problemsAfter(
        ['site.json', '"url": "mailto:jane.doe@example.org"', '"url": "jane.doe@example.org"'],
        ['site.json', '"url": "https://github.com/janedoe"', '"url": "http://github.com/janedoe"'],
      ),
    ).toEqual([
      'site.json:18:33  /profile/links/0/url  error: must match ^mailto:[^@\\s]+@[^@\\s]+$ (got "jane.doe@example.org") — an email link is written mailto:you@example.org: put mailto: before the address',
      'site.json:20:34  /profile/links/2/url  error: must match ^https://[^\\s]+$ (got "http://github.com/janedoe") — a profile link is a secure web address: write it https://…',
    ]);
  });

  it('refuses an override key the product does not have, naming the file of keys', async () => {
    const [problem, ...others] = await problemsAfter(['strings.fr.json', '  "footer.description"', '  "footer.tagline": "x",\n  "footer.description"']);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^strings\.fr\.json:3:3  \/footer\.tagline  error: unknown key "footer\.tagline": the product has no such interface string \(the keys are in .*core\/i18n\/strings\/en\.json\): remove it or correct its spelling$/);
  });

  it('requires an override to keep the product string\'s {placeholders}', async () => {
    expect(
      await problemsAfter(
        ['strings.fr.json', '  "footer.description"', '  "contactForm.subject": "Demande de {nom}",\n  "footer.description"'],
        ['strings.en.json', '  "footer.description"', '  "contactForm.subject": "Enquiry from {name} ({purpose})",\n  "footer.description"'],
      ),
    ).toEqual([
      'strings.fr.json:3:26  /contactForm.subject  error: placeholders differ from the product string: it has {name} {purpose}, this text has {nom}: use the same {names}',
    ]);
  });

  it('requires end_date not before start_date', async () => {
    expect(await problemsAfter(['experience.json', '"end_date": "2022-10"', '"end_date": "2019-12"'])).toEqual([
      'experience.json:20:19  /items/1/end_date  error: end_date 2019-12 is before start_date 2020-01: correct one of them (use null for an ongoing entry)',
    ]);
  });

  it('requires timeline ids unique across experience and education', async () => {
    expect(await problemsAfter(['education.json', '"id": "msc-coastal"', '"id": "engineer"'])).toEqual([
      `education.json:5:13  /items/0/id  error: id "engineer" is already used at ${directory}/experience.json:17:13: give each entry its own id`,
    ]);
  });

  it('requires timeline ids unique within a file', async () => {
    expect(await problemsAfter(['experience.json', '"id": "engineer"', '"id": "phd-researcher"'])).toEqual([
      `experience.json:17:13  /items/1/id  error: id "phd-researcher" is already used at ${directory}/experience.json:5:13: give each entry its own id`,
    ]);
  });

  it('warns when a localized list has a different length in en and fr', async () => {
    expect(await problemsAfter(['experience.json', '"fr": ["Construit un modèle", "Donné un cours"]', '"fr": ["Construit un modèle"]'])).toEqual([
      'experience.json:13:18  /items/0/bullets  warning: en lists 2 item(s) but fr lists 1: give every language the same items, in the same order',
    ]);
  });

  it("warns of a localized list of any collection's file, not only the timelines' (the skills' keywords)", async () => {
    expect(await problemsAfter(['skills.json', '"fr": ["Érosion côtière", "Transport sédimentaire"]', '"fr": ["Érosion côtière"]'])).toEqual([
      'skills.json:3:15  /keywords  warning: en lists 2 item(s) but fr lists 1: give every language the same items, in the same order',
    ]);
  });

  it('warns when the skill cards do not hold 5/5/4 skills', async () => {
    expect(await problemsAfter(['skills.json', '"name": "LaTeX", "category": "tools"', '"name": "LaTeX", "category": "analysis"'])).toEqual([
      'skills.json:4:13  /skills  warning: the skill cards are designed for 5 programming, 5 analysis, 4 tools skills; this file has 5 programming, 6 analysis, 3 tools',
    ]);
  });

  it('reports referenced files that do not exist: CV, photo, poster, social image and project images', async () => {
    await rm(join(directory, 'files/CV_2025.pdf'));
    await rm(join(directory, 'images/profile.jpg'));
    await rm(join(directory, 'images/spotlight-poster.jpg'));
    await rm(join(directory, 'images/shoreline.png'));
    expect(await problemsAfter(socialImageSetting('images/social-card.png'))).toEqual([
      `projects.fr.md:5:1  /items/0/image  error: block 1 ("Modèle de trait de côte"): image /images/shoreline.png not found: add ${directory}/images/shoreline.png or correct the path`,
      `projects.md:5:1  /items/0/image  error: block 1 ("Shoreline model"): image /images/shoreline.png not found: add ${directory}/images/shoreline.png or correct the path`,
      `site.json:23:11  /profile/cv  error: file not found: ${directory}/files/CV_2025.pdf: add the file or correct the path`,
      `site.json:24:24  /profile/photo/path  error: file not found: ${directory}/images/profile.jpg: add the file or correct the path`,
      `site.json:32:15  /spotlight/poster  error: file not found: ${directory}/images/spotlight-poster.jpg: add the file or correct the path`,
      `site.json:35:28  /socialImage/path  error: file not found: ${directory}/images/social-card.png: add the file or correct the path`,
    ]);
  });

  it('refuses file paths that leave the content folder', async () => {
    await writeFile(join(directory, '..', 'outside.jpg'), '');
    try {
      expect(
        await problemsAfter(
          ['site.json', '"path": "images/profile.jpg"', `"path": "images/../../${directory.split('/').pop()}/../outside.jpg"`],
          ['projects.md', '![Shoreline](/images/shoreline.png)', '![Shoreline](/images/../site.json)'],
          ['projects.fr.md', '![Trait de côte](/images/shoreline.png)', '![Trait de côte](/images/../site.json)'],
        ),
      ).toEqual([
        'projects.fr.md:5:1  /items/0/image  error: block 1 ("Modèle de trait de côte"): image "/images/../site.json" leaves /images/: use /images/<file>',
        'projects.md:5:1  /items/0/image  error: block 1 ("Shoreline model"): image "/images/../site.json" leaves /images/: use /images/<file>',
        `site.json:24:24  /profile/photo/path  error: "images/../../${directory.split('/').pop()}/../outside.jpg" leaves the content folder: use a path inside it, e.g. images/…`,
      ]);
    } finally {
      await rm(join(directory, '..', 'outside.jpg'), { force: true });
    }
  });

  it('warns about a projects.md block without a link and skips it', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    await replaceInFile(directory, 'projects.md', '[Wave atlas](https://example.org/waves)', 'Wave atlas');
    await replaceInFile(directory, 'projects.fr.md', '\n---\n\n[Atlas des vagues](https://example.org/waves)\nUn atlas du climat de houle le long de la côte.\n', '\n');
    const after = await validateContent(directory);
    expect(formatRelative(directory, after.problems)).toEqual([
      'projects.md:10:1  /  warning: the block starting on line 10 has no markdown link [Title](https://…), so it is skipped: add one to publish it',
    ]);
    expect(projectsOf(after.content)?.en?.projects.map((project) => project.title)).toEqual(['Shoreline model']);
    expect(projectsOf(content)?.en?.projects).toHaveLength(2);
  });

  it('requires http(s) links and /images/ or http(s) images in the projects pages', async () => {
    const edits: Edit[] = [];
    for (const file of ['projects.md', 'projects.fr.md']) {
      edits.push(
        [file, '(https://example.org/waves)', '(javascript:alert(1))'],
        [file, '(https://github.com/janedoe/shoreline)', '(git@github.com:janedoe/shoreline.git)'],
        [file, '(/images/shoreline.png)', '(images/shoreline.png)'],
      );
    }
    expect(await problemsAfter(...edits)).toEqual([
      'projects.fr.md:5:1  /items/0/image  error: block 1 ("Modèle de trait de côte"): image "images/shoreline.png" must be a site path /images/… (a file in content/images/) or an http(s) URL',
      'projects.fr.md:6:19  /items/0/githubLink  error: block 1 ("Modèle de trait de côte"): GitHub link "git@github.com:janedoe/shoreline.git" must be an http(s) URL: use https://…',
      'projects.fr.md:10:1  /items/1/link  error: block 2 ("Atlas des vagues"): link "javascript:alert(1)" must be an http(s) URL: use https://…',
      'projects.md:5:1  /items/0/image  error: block 1 ("Shoreline model"): image "images/shoreline.png" must be a site path /images/… (a file in content/images/) or an http(s) URL',
      'projects.md:6:17  /items/0/githubLink  error: block 1 ("Shoreline model"): GitHub link "git@github.com:janedoe/shoreline.git" must be an http(s) URL: use https://…',
      'projects.md:10:1  /items/1/link  error: block 2 ("Wave atlas"): link "javascript:alert(1)" must be an http(s) URL: use https://…',
    ]);
  });

  it('requires projects.fr.md to hold the same blocks, in the same order, with the same links', async () => {
    expect(await problemsAfter(['projects.fr.md', '(https://example.org/waves)', '(https://example.org/vagues)'])).toEqual([
      `projects.fr.md:10:1  /items/1/link  error: block 2 ("Atlas des vagues") links to https://example.org/vagues but block 2 ("Wave atlas") of ${directory}/projects.md links to https://example.org/waves: keep the same blocks in the same order in both files`,
    ]);
  });

  it('names a block missing from projects.fr.md', async () => {
    await replaceInFile(directory, 'projects.fr.md', '\n---\n\n[Atlas des vagues](https://example.org/waves)\n', '\n');
    expect(await problemsAfter()).toEqual([
      `projects.fr.md:0:0  /  error: block 2 ("Wave atlas") of ${directory}/projects.md (https://example.org/waves) is missing: add its translation as block 2`,
    ]);
  });

  it('names a block of projects.fr.md that projects.md lacks', async () => {
    await replaceInFile(directory, 'projects.fr.md', 'le long de la côte.\n', 'le long de la côte.\n\n---\n\n[Dunes](https://example.org/dunes)\n');
    expect(await problemsAfter()).toEqual([
      `projects.fr.md:15:1  /items/2/link  error: block 3 ("Dunes") has no counterpart in ${directory}/projects.md: remove it or add it to ${directory}/projects.md`,
    ]);
  });
});

describe('languages', () => {
  const languagesLine: Edit = ['site.json', '"languages": ["en", "fr"]', '"languages": ["en", "fr"]'];

  it('names a language missing from a localized text, at the text, with the fix', async () => {
    expect(await problemsAfter(['site.json', '"subtitle": { "en": "PhD candidate in coastal engineering", "fr": "Doctorante en génie côtier" }', '"subtitle": { "en": "PhD candidate in coastal engineering" }'])).toEqual([
      'site.json:9:17  /profile/subtitle/fr  error: missing the "fr" text (the site\'s languages are en, fr): add "fr": … with the text in that language',
    ]);
  });

  it('names a language the site does not have, at its key', async () => {
    expect(await problemsAfter(['site.json', '"jobTitle": { "en": "Researcher", "fr": "Chercheuse" }', '"jobTitle": { "en": "Researcher", "fr": "Chercheuse", "de": "Forscherin" }'])).toEqual([
      'site.json:12:59  /profile/jobTitle/de  error: "de" is not one of the site\'s languages (en, fr): remove this text, or add "de" to languages in site.json',
    ]);
  });

  it('accepts a one-language site whose texts give only that language, with no French file', async () => {
    const site = JSON.parse(await readFile(join(directory, 'site.json'), 'utf8')) as Record<string, unknown>;
    const englishOnly = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(englishOnly);
      if (typeof value !== 'object' || value === null) return value;
      const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => key !== 'fr');
      return Object.fromEntries(entries.map(([key, child]) => [key, englishOnly(child)]));
    };
    await writeFile(join(directory, 'site.json'), JSON.stringify({ ...(englishOnly(site) as object), languages: ['en'] }, null, 2));
    for (const name of ['skills.json', 'experience.json', 'education.json']) {
      await writeFile(join(directory, name), JSON.stringify(englishOnly(JSON.parse(await readFile(join(directory, name), 'utf8')))));
    }
    await rm(join(directory, 'projects.fr.md'));
    await rm(join(directory, 'strings.fr.json'));
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([]);
    expect(content?.languages).toEqual(['en']);
    expect(Object.keys(content?.strings ?? {})).toEqual(['en']);
    expect(Object.keys(projectsOf(content) ?? {})).toEqual(['en']);
  });

  it('requires defaultLanguage to be one of languages', async () => {
    expect(await problemsAfter(languagesLine, ['site.json', '"defaultLanguage": "en"', '"defaultLanguage": "de"'])).toEqual([
      'site.json:4:22  /defaultLanguage  error: "de" is not one of the site\'s languages (en, fr): set defaultLanguage to one of them, or add "de" to languages',
    ]);
  });

  it('needs every interface string of a language the product does not ship, only for the sections the site has', async () => {
    const problems = await problemsAfter(['site.json', '"languages": ["en", "fr"]', '"languages": ["en", "fr", "de"]']);
    const missing = problems.find((line) => line.startsWith('strings.de.json:0:0  /  error: the product ships no interface strings in "de": create this file'));
    expect(missing).toContain('missing: nav.mainLabel, nav.contact, nav.home');
    // …and every localized text needs its German version.
    expect(problems).toContainEqual(expect.stringMatching(/^site\.json:9:17  \/profile\/subtitle\/de  error: missing the "de" text/));
  });

  it('warns about a strings file for a language the site does not have', async () => {
    await writeFile(join(directory, 'strings.de.json'), '{ "nav.skills": "Kompetenzen" }\n');
    expect(await problemsAfter()).toEqual([
      'strings.de.json:0:0  /  warning: the site has no language "de" (languages: en, fr): add "de" to languages in site.json, or remove this file',
    ]);
  });
});

describe('optional sections', () => {
  it('accepts a folder with only site.json (no optional block) and publications.json, and lists publications alone', async () => {
    const site = JSON.parse(await readFile(join(directory, 'site.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    const { spotlight: _s, contact: _c, projects: _p, socialImage: _i, ...rest } = site;
    const { cv: _cv, email: _e, photo: _ph, ...profile } = site.profile ?? {};
    await writeFile(join(directory, 'site.json'), JSON.stringify({ ...rest, profile }, null, 2));
    for (const name of ['skills.json', 'experience.json', 'education.json', 'projects.md', 'projects.fr.md', 'strings.en.json', 'strings.fr.json', 'publications.manual.json']) {
      await rm(join(directory, name));
    }
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([]);
    expect(content?.sections).toEqual(['publications']);
    expect(content?.collections.skills).toBeUndefined();
    expect(projectsOf(content)).toBeUndefined();
  });

  it('finds every section of the full fixture, in page order', async () => {
    expect((await validateContent(directory)).content?.sections).toEqual([
      'spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact',
    ]);
  });
});

describe('the social image', () => {
  it('is optional: without it the content has no social image size', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.socialImageSize).toBeUndefined();
  });

  it.each([
    ['a PNG', 'card-1200x630.png', 'images/social-card.png'],
    ['a JPEG', 'card-1200x630.jpg', 'images/social-card.jpg'],
    ['a JPEG named .jpeg', 'card-1200x630.jpg', 'images/social-card.jpeg'],
  ])('accepts %s of 1200×630 and gives its size to the build', async (_, fixtureName, path) => {
    await addImage(fixtureName, path);
    await replaceInFile(directory, ...socialImageSetting(path));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.socialImageSize).toEqual({ width: 1200, height: 630 });
    expect(content?.site.socialImage?.alt.fr).toBe('La carte de Jane Doe');
  });

  it('warns, without failing, about an image that is not 1200×630', async () => {
    await addImage('small-600x315.png', 'images/social-card.png');
    await replaceInFile(directory, ...socialImageSetting('images/social-card.png'));
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([
      `site.json:35:28  /socialImage/path  warning: ${directory}/images/social-card.png is 600×315 pixels; link previews are made for 1200×630 (Open Graph's recommended size) and crop other sizes or show them small: export it at 1200×630`,
    ]);
    expect(content?.socialImageSize).toEqual({ width: 600, height: 315 });
  });

  it('refuses a file that is not a PNG or JPEG, whatever its name', async () => {
    await writeFile(join(directory, 'images/social-card.png'), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>');
    expect(await problemsAfter(socialImageSetting('images/social-card.png'))).toEqual([
      `site.json:35:28  /socialImage/path  error: ${directory}/images/social-card.png is not a PNG or JPEG image (its first bytes are neither): export it as PNG or JPEG`,
    ]);
  });

  it('refuses a JPEG named .png, whose Content-Type hosts would get wrong', async () => {
    await addImage('card-1200x630.jpg', 'images/social-card.png');
    expect(await problemsAfter(socialImageSetting('images/social-card.png'))).toEqual([
      `site.json:35:28  /socialImage/path  error: ${directory}/images/social-card.png holds a JPEG image: give it the .jpg extension, or export it as PNG`,
    ]);
  });

  it('leaves other formats to the schema, which names the allowed ones', async () => {
    await writeFile(join(directory, 'images/social-card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await problemsAfter(socialImageSetting('images/social-card.svg'))).toEqual([
      'site.json:35:28  /socialImage/path  error: must match ^images/[^\\s]+\\.(png|jpg|jpeg)$ (got "images/social-card.svg") — The image, a PNG or JPEG file under content/images/ (images/….png|jpg|jpeg).',
    ]);
  });
});

describe('one run', () => {
  it('reports every problem of every file at once', async () => {
    await rm(join(directory, 'images/spotlight-poster.jpg'));
    const problems = await problemsAfter(
      ['site.json', '"defaultTheme": "system"', '"defaultTheme": "dark"'],
      ['site.json', '"email": "jane.doe@example.org"', '"email": "jane.doe"'],
      ['strings.fr.json', '  "footer.description"', '  "nav.project": "Projets",\n  "footer.description"'],
      ['experience.json', '"start_date": "2020-01"', '"start_date": "2020-13"'],
      ['education.json', '"end_date": "2019-12"', '"end_date": "2017-01"'],
      ['skills.json', '"name": "LaTeX", "category": "tools"', '"name": "LaTeX", "category": "analysis"'],
      ['publications.json', '"citedByCount": 3', '"citedByCount": -3'],
      ['projects.fr.md', '(https://example.org/waves)', '(https://example.org/vagues)'],
      ['publications.manual.json', '"citedByCount": 0', '"citedByCount": "0"'],
    );
    expect(problems.map((line) => line.split('  ')[0])).toEqual([
      'education.json:8:19',
      'experience.json:19:21',
      'projects.fr.md:10:1',
      'publications.json:19:23',
      'publications.manual.json:16:23',
      'site.json:5:19',
      'site.json:14:14',
      'site.json:32:15',
      'skills.json:4:13',
      'strings.fr.json:3:3',
    ]);
    expect(problems.filter((line) => line.includes(' warning: '))).toHaveLength(1);
  });
});

describe('home.sections in site.json', () => {
  it('orders the home page: the sections named, in that order, those without content left out', async () => {
    await replaceInFile(directory, 'site.json', '  "contact": {', '  "home": { "sections": ["contact", "publications", "spotlight", "education"] },\n  "contact": {');
    await rm(join(directory, 'education.json'));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.homeSections).toEqual(['contact', 'publications', 'spotlight']);
    // The sections the content has stay as they were: pages, data files and the CV follow them.
    expect(content?.sections).toEqual(['spotlight', 'skills', 'projects', 'publications', 'experience', 'contact']);
  });

  it('is every section the content has, in page order, when absent', async () => {
    const { content } = await validateContent(validFixture);
    expect(content?.homeSections).toEqual(content?.sections);
  });

  it('refuses an unknown section name, naming the file and the known names', async () => {
    const problems = await problemsAfter(['site.json', '  "contact": {', '  "home": { "sections": ["publications", "blog"] },\n  "contact": {']);
    expect(problems).toEqual([
      `site.json:35:42  /home/sections/1  error: must be one of: ${sectionOrder.join(', ')} (got "blog")`,
    ]);
  });
});
