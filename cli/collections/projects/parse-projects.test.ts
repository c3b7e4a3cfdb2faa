import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../schemas/types.generated.ts';
import { parseProjects } from './parse-projects.ts';

const file = 'content/projects.md';

describe('parseProjects', () => {
  it('reads title, link, description, image and GitHub link from each block', () => {
    const markdown = [
      '# Projects',
      '',
      '[Shoreline model](https://example.org/shoreline)',
      'A model of *coastal* erosion',
      'over decades.',
      '![Shoreline](/images/shoreline.png)',
      'Code on GitHub: [repository](https://github.com/jane/shoreline)',
      '',
      '---',
      '',
      '## [Wave atlas](https://example.org/waves)',
      '',
      'An atlas of `wave` climate.',
      '',
      'See also [the report](https://example.org/report).',
    ].join('\n');
    expect(parseProjects(markdown, file)).toEqual({
      projects: [
        {
          title: 'Shoreline model',
          link: 'https://example.org/shoreline',
          description: 'A model of coastal erosion over decades.',
          image: '/images/shoreline.png',
          githubLink: 'https://github.com/jane/shoreline',
        },
        { title: 'Wave atlas', link: 'https://example.org/waves', description: 'An atlas of wave climate.' },
      ],
      // Where each value is written, for problems that point at it.
      sources: [
        { link: { line: 3, column: 1 }, image: { line: 6, column: 1 }, githubLink: { line: 7, column: 17 } },
        { link: { line: 11, column: 4 } },
      ],
      problems: [],
    });
  });

  it('treats a --- right under a line of text as a separator, not a heading underline', () => {
    const markdown = '[A](https://a.example)\nFirst description.\n---\n[B](https://b.example)\nSecond description.\n';
    const { projects, sources } = parseProjects(markdown, file);
    expect(projects).toEqual([
      { title: 'A', link: 'https://a.example', description: 'First description.' },
      { title: 'B', link: 'https://b.example', description: 'Second description.' },
    ]);
    expect(sources.map(({ link }) => link.line)).toEqual([1, 4]);
  });

  it('takes an HTML image tag as the image and leaves headings out of the description', () => {
    const markdown = '### Featured\n**[Dunes](https://dunes.example)**\n<img src="/images/dunes.jpg" alt="Dunes">\n\nDune growth.\n';
    const { projects, sources } = parseProjects(markdown, file);
    expect(projects).toEqual([
      { title: 'Dunes', link: 'https://dunes.example', description: 'Dune growth.', image: '/images/dunes.jpg' },
    ]);
    expect(sources).toEqual([{ link: { line: 2, column: 3 }, image: { line: 3, column: 1 } }]);
  });

  it('takes a GitHub link written on the title line', () => {
    const markdown = '[Tool](https://tool.example) · [GitHub](https://github.com/jane/tool)\nA tool.\n';
    expect(parseProjects(markdown, file).projects[0]?.githubLink).toBe('https://github.com/jane/tool');
  });

  it('skips a block without a link with a warning naming its line', () => {
    const markdown = '[A](https://a.example)\nA.\n\n---\n\nJust words,\nno link.\n\n---\n\n[B](https://b.example)\n';
    expect(parseProjects(markdown, file)).toEqual({
      projects: [
        { title: 'A', link: 'https://a.example', description: 'A.' },
        { title: 'B', link: 'https://b.example', description: '' },
      ],
      sources: [{ link: { line: 1, column: 1 } }, { link: { line: 11, column: 1 } }],
      problems: [
        {
          severity: 'warning',
          file,
          line: 6,
          column: 1,
          pointer: '',
          message: 'the block starting on line 6 has no markdown link [Title](https://…), so it is skipped: add one to publish it',
        },
      ],
    });
  });

  it('skips a block whose link has no text with a warning naming the line', () => {
    const { projects, problems } = parseProjects('Intro text\n\n[](https://a.example)\n', file);
    expect(projects).toEqual([]);
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'the link on line 3 has no text, so its block is skipped: write [Title](https://…)'],
    ]);
  });

  it('ignores empty blocks and blocks holding only an HTML comment', () => {
    const markdown = '---\n\n<!-- draft -->\n\n---\n\n[A](https://a.example)\n\n---\n';
    expect(parseProjects(markdown, file)).toEqual({
      projects: [{ title: 'A', link: 'https://a.example', description: '' }],
      sources: [{ link: { line: 7, column: 1 } }],
      problems: [],
    });
  });
});

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9]{1,12}$/).filter((text) => !/github/i.test(text));
const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((list) => list.join(' '));
const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 3 }).map((parts) => parts.join('/'));
const httpUrl = fc
  .tuple(fc.constantFrom('http', 'https'), fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), path)
  .map(([scheme, host, rest]) => `${scheme}://${host}.example.org/${rest}`);
const project: fc.Arbitrary<Project> = fc.record(
  {
    title: words,
    link: httpUrl,
    description: words,
    image: fc.oneof(
      path.map((rest) => `/images/${rest}.png`),
      httpUrl,
    ),
    githubLink: path.map((rest) => `https://github.com/${rest}`),
  },
  { requiredKeys: ['title', 'link', 'description'] },
);

function render(projects: readonly Project[]): string {
  return projects
    .map((item) =>
      [
        `[${item.title}](${item.link})`,
        item.description,
        item.image === undefined ? undefined : `![${item.title}](${item.image})`,
        item.githubLink === undefined ? undefined : `Code on GitHub: [repository](${item.githubLink})`,
      ]
        .filter((line) => line !== undefined)
        .join('\n'),
    )
    .join('\n\n---\n\n');
}

describe('parseProjects properties', () => {
  it('reads back any list of projects written in the projects.md format', () => {
    fc.assert(
      fc.property(fc.array(project, { maxLength: 6 }), (projects) => {
        const parsed = parseProjects(render(projects), file);
        expect(parsed.problems).toEqual([]);
        expect(parsed.projects).toEqual(projects);
        expect(parsed.sources).toHaveLength(projects.length);
      }),
    );
  });

  it('never throws, and only warns, whatever the text', () => {
    const markdownish = fc
      .array(fc.oneof(fc.string(), fc.constantFrom('\n', '---', '[', '](', ')', '![', '<img src=', 'GitHub', '#', '**', '\n\n---\n\n')))
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), markdownish), (text) => {
        const { problems } = parseProjects(text, file);
        expect(problems.every((problem) => problem.severity === 'warning')).toBe(true);
      }),
    );
  });
});
