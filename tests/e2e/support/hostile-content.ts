import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Markup that runs script if it ever reaches the page as HTML rather than text. Each sets a different
 * `window.__pwned`, so a failure says which payload got through.
 */
export const payloads = {
  scriptTag: '<script>window.__pwned=1</script>',
  imageOnError: '<img src=x onerror="window.__pwned=2">',
  attributeBreakout: '"><svg onload=window.__pwned=3>',
  scriptBreakout: '</script><script>window.__pwned=4</script>',
} as const;

/** Every payload in one string, for fields that are plain text from end to end. */
const allPayloads = Object.values(payloads).join(' ');

/** A link a markdown author could write; validation must stop it or the parser must drop it. */
const javascriptLink = '[click](javascript:window.__pwned=5)';

/** Texts the tests look for on the pages, each holding payloads that must show as literal characters. */
export const hostileTexts = {
  profileName: `Élodie Marchand ${payloads.scriptBreakout}`,
  profileAbout: `About me ${allPayloads}`,
  greeting: `Hello ${payloads.imageOnError}`,
  notFoundDescription: `Nothing here ${payloads.scriptTag}`,
  projectsIntro: `Every project ${payloads.attributeBreakout}`,
  skillDescription: `Skill detail ${allPayloads}`,
  experienceSummary: `Summary ${allPayloads}`,
  experienceBullet: `Highlight ${payloads.imageOnError}`,
  projectTitle: `Hostile ${payloads.scriptTag} project ${payloads.attributeBreakout}`,
  publicationTitle: `Hostile ${payloads.scriptTag} paper ${payloads.attributeBreakout}`,
  publicationVenue: `Venue ${payloads.scriptBreakout}`,
  publicationAuthor: `Author ${payloads.imageOnError}`,
  hiddenAuthor: `Hidden author ${payloads.attributeBreakout}`,
  abstractTeaser: `Teaser ${payloads.scriptTag}…`,
  abstract: `Teaser ${payloads.scriptTag} and the full abstract ${allPayloads} javascript:window.__pwned=5`,
} as const;

type Json = Record<string, unknown>;

function editJson(path: string, edit: (document: Json) => void): void {
  const document = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(document);
  writeFileSync(path, JSON.stringify(document, null, 2));
}

function both(text: string): { en: string; fr: string } {
  return { en: text, fr: text };
}

function firstItem(document: Json, key: string): Json {
  const item = (document[key] as Json[] | undefined)?.[0];
  if (item === undefined) throw new Error(`the shipped content has no ${key}[0] to make hostile`);
  return item;
}

/**
 * The first block of a projects page, made hostile: payloads in the title (which keeps its real link, so the
 * French page still matches) and in a description line, plus a `javascript:` link on a line of its own and
 * after the title link. Validation lets this through; the parser must keep only text.
 */
function hostileProjects(markdown: string): string {
  const titleLink = /^\[[^\]\n]+\]\((https?:\/\/[^)\s]+)\)/m;
  const match = titleLink.exec(markdown);
  if (match === null) throw new Error('the shipped projects page has no [Title](https://…) line to make hostile');
  const hostileBlockStart = [
    `[${hostileTexts.projectTitle}](${match[1]}) ${javascriptLink}`,
    '',
    `Hostile description ${payloads.scriptBreakout} ${payloads.attributeBreakout} end.`,
    '',
    `More: ${javascriptLink}`,
  ].join('\n');
  return markdown.replace(titleLink, hostileBlockStart);
}

/** Injects the payloads into a copy of content/ (site, strings, skills, experience, projects, publications). */
export function makeContentHostile(contentDir: string): void {
  editJson(join(contentDir, 'site.json'), (site) => {
    const profile = site.profile as Json;
    profile.name = hostileTexts.profileName;
    profile.about = both(hostileTexts.profileAbout);
  });

  for (const language of ['en', 'fr']) {
    editJson(join(contentDir, `strings.${language}.json`), (strings) => {
      strings['hero.greeting'] = hostileTexts.greeting;
      strings['notFound.description'] = hostileTexts.notFoundDescription;
      strings['projectsPage.intro'] = hostileTexts.projectsIntro;
    });
  }

  editJson(join(contentDir, 'skills.json'), (skills) => {
    firstItem(skills, 'skills').description = both(hostileTexts.skillDescription);
  });

  editJson(join(contentDir, 'experience.json'), (experience) => {
    const item = firstItem(experience, 'items');
    item.summary = both(hostileTexts.experienceSummary);
    const bullets = item.bullets as { en: string[]; fr: string[] } | undefined;
    if (bullets === undefined || bullets.en.length === 0) throw new Error('experience item 1 has no bullets to make hostile');
    bullets.en[0] = hostileTexts.experienceBullet;
    bullets.fr[0] = hostileTexts.experienceBullet;
  });

  for (const file of ['projects.md', 'projects.fr.md']) {
    const path = join(contentDir, file);
    writeFileSync(path, hostileProjects(readFileSync(path, 'utf8')));
  }

  editJson(join(contentDir, 'publications.json'), (publications) => {
    const item = firstItem(publications, 'items');
    const authors = item.authors as Json[];
    if (authors.length < 4) throw new Error('publication 1 needs at least 4 authors, so one is hidden until expanded');
    item.title = hostileTexts.publicationTitle;
    item.venue = hostileTexts.publicationVenue;
    item.abstract = hostileTexts.abstract;
    item.abstractTeaser = hostileTexts.abstractTeaser;
    (authors[1] as Json).name = hostileTexts.publicationAuthor;
    (authors[authors.length - 1] as Json).name = hostileTexts.hiddenAuthor;
  });
}
