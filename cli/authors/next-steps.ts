import { join } from 'node:path';
import { isRequiredCollection, markdownFileName, type CollectionModel } from '../../core/collections/collection-model.ts';
import { collectionModels } from '../../core/collections/registry.ts';

/** The files a collection is read from, as the owner adds them. */
function collectionFiles(file: CollectionModel['file'], languages: readonly string[]): string[] {
  if ('folder' in file) return [`${file.folder}/`];
  if ('perLanguage' in file) return languages.map((language) => markdownFileName(file.perLanguage, language));
  if ('files' in file) return file.files.map((each) => each.name);
  return [file.name];
}

/**
 * What to do after `portfolio init`, naming every file the owner edits or adds. `dir` the repository as they
 * typed it; `created` the content files init wrote.
 */
export function nextSteps(dir: string, languages: readonly string[], created: readonly string[]): string {
  const file = (name: string) => join(dir, 'content', name);
  const translate = created.filter((name) => /^strings\.[a-z]{2}\.json$/.test(name));
  return [
    `Created ${dir}/ (package.json, README.md, .github/workflows/) with content/${created.join(', content/')}. Next steps:`,
    '',
    `1. Install the product and see the site:  cd ${dir} && npm install && npm start`,
    `2. Edit ${file('site.json')}:`,
    '   - replace every "TODO" text (subtitle, specialization, about, jobTitle, location) in each language;',
    '   - set "siteUrl" to the address the site will be published at (validate warns until you do);',
    '   - add profiles to "profile.links", e.g. { "kind": "github", "url": "https://github.com/you" }',
    '     (kinds: email, orcid, scholar, github, gitlab, linkedin, researchgate, mastodon, bluesky, x, website);',
    '   - check "affiliation" and "profile.researchKeywords" (from your OpenAlex topics, in English).',
    ...translate.map((name) => `   The product has no interface strings in that language: translate ${file(name)} (English for now).`),
    `3. ${file('publications.json')} is imported from OpenAlex: refresh it with  npm run refresh`,
    `   Works OpenAlex misses go in ${file('publications.manual.json')}; wrongly attributed ones in site.json "publications.exclude".`,
    '4. Add optional sections when you are ready; each appears on the site only once it exists:',
    ...collectionModels.filter((model) => !isRequiredCollection(model.file)).map((model) => {
      const shows = model.pages.length > 0 ? 'its pages and home section' : 'its home section';
      return `   - ${model.id} (${shows}): ${collectionFiles(model.file, languages).map(file).join(', ')}`;
    }),
    '   - in site.json: "spotlight" (a video), "contact" (a form), "profile.email", "profile.cv" (files/….pdf), "profile.photo"',
    `   - interface wording: ${languages.map((language) => file(`strings.${language}.json`)).join(', ')} override any product string`,
    '5. Run  npm run validate  after each change: it names the file, line, column and the fix for every problem.',
    '',
  ].join('\n');
}
