import { describe, expect, it } from 'vitest';
import { languageOfMarkdownFile, markdownFileName } from './collection-model.ts';

describe("a collection's Markdown file per language", () => {
  it('is <base>.md in English and <base>.<lang>.md in another language, both ways', () => {
    expect(['en', 'fr', 'de'].map((language) => markdownFileName('projects', language))).toEqual(['projects.md', 'projects.fr.md', 'projects.de.md']);
    expect(['projects.md', 'projects.fr.md', 'projects.de.md'].map((name) => languageOfMarkdownFile('projects', name))).toEqual(['en', 'fr', 'de']);
  });

  it('is no other name: English written out, another base, a longer code, another extension', () => {
    for (const name of ['projects.en.md', 'posts.md', 'projects.fra.md', 'projects.fr.json', 'projectsXfr.md']) {
      expect(languageOfMarkdownFile('projects', name), name).toBeUndefined();
    }
  });
});
