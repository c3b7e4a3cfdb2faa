import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names.ts';

const skills = { path: 'site/features/skills/skills.module.css', css: '.card { margin: 0.5rem; }\n.title:hover, .card > .icon {}' };
const projects = { path: 'site/features/projects/projects.module.css', css: '.card { background: url("data:x") }' };

describe('shortClassNames', () => {
  it('numbers every class of every stylesheet in path then class order, whatever order they are read in', () => {
    const name = shortClassNames('/home/a/portfolio', [skills, projects]);
    const sameOnAnotherMachine = shortClassNames('/srv/build', [projects, skills]);
    // projects.card, skills.card, skills.icon, skills.title
    expect(name('card', '/home/a/portfolio/site/features/projects/projects.module.css')).toBe('_a');
    expect(name('card', '/home/a/portfolio/site/features/skills/skills.module.css')).toBe('_b');
    expect(name('icon', '/home/a/portfolio/site/features/skills/skills.module.css?used')).toBe('_c');
    expect(name('title', '/home/a/portfolio/site/features/skills/skills.module.css')).toBe('_d');
    expect(sameOnAnotherMachine('title', '/srv/build/site/features/skills/skills.module.css')).toBe('_d');
  });

  it('runs on to two letters after z and Z', () => {
    const many = { path: 'a.module.css', css: Array.from({ length: 60 }, (_, index) => `.c${String(index).padStart(2, '0')}{}`).join('\n') };
    const name = shortClassNames('/p', [many]);
    expect(['c00', 'c25', 'c26', 'c51', 'c52', 'c53'].map((local) => name(local, '/p/a.module.css'))).toEqual([
      '_a',
      '_z',
      '_A',
      '_Z',
      '_aa',
      '_ab',
    ]);
  });

  it('gives a class the scan did not see a hashed name that cannot be one of the numbered ones', () => {
    const name = shortClassNames('/p', [skills]);
    expect(name('unseen', '/p/site/features/skills/skills.module.css')).toMatch(/^_[A-Za-z0-9_-]{6}$/);
    expect(name('unseen', '/p/site/features/skills/skills.module.css')).toBe(name('unseen', '/p/site/features/skills/skills.module.css'));
  });
});
