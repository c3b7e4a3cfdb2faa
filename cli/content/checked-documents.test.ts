import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../shared/problems.ts';
import type { Remembered } from '../shared/remembered.ts';
import { everyCheckRun, rememberingChecks } from './checked-documents.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from './fixtures/content-fixture.ts';
import { validateContent } from './validate-content.ts';

class Memory implements Remembered<Problem[]> {
  readonly values = new Map<string, Problem[]>();
  writes = 0;
  read(key: string): Problem[] | undefined {
    return this.values.get(key);
  }
  write(key: string, value: Problem[]): void {
    this.writes += 1;
    this.values.set(key, value);
  }
}

const duplicated = '{\n  "a": 1,\n  "a": 2\n}\n';

describe('remembered document checks', () => {
  it('take a check of a text seen before from memory, not from the check', () => {
    const memory = new Memory();
    const checks = rememberingChecks(memory);
    const { document } = checks.parse('content/a.json', '{ "items": [] }');
    if (document === undefined) throw new Error('not parsed');
    const problem: Problem = { severity: 'warning', file: 'content/a.json', line: 1, column: 1, pointer: '', message: 'found' };
    const find = vi.fn(() => [problem]);
    expect(checks.problems(document, 'a check', find)).toEqual([problem]);
    expect(find).toHaveBeenCalledTimes(1);

    const again = rememberingChecks(memory);
    const reread = again.parse('content/a.json', '{ "items": [] }').document;
    if (reread === undefined) throw new Error('not parsed');
    expect(again.problems(reread, 'a check', find)).toEqual([problem]);
    expect(find).toHaveBeenCalledTimes(1);
    // Another check, another path or another text is checked.
    again.problems(reread, 'another check', find);
    const elsewhere = again.parse('content/b.json', '{ "items": [] }').document;
    const changed = again.parse('content/a.json', '{ "items": [1] }').document;
    if (elsewhere === undefined || changed === undefined) throw new Error('not parsed');
    again.problems(elsewhere, 'a check', find);
    again.problems(changed, 'a check', find);
    expect(find).toHaveBeenCalledTimes(4);
  });

  it('count the duplicate keys of a text not known to have none, and trust what is remembered of one', () => {
    const memory = new Memory();
    expect(rememberingChecks(memory).parse('content/a.json', duplicated).problems.map((problem) => problem.message)).toEqual([
      'duplicate key "a" (first on line 2): remove one of them',
    ]);
    // A text with a problem is not remembered as clean: parsed again, it is reported again.
    expect(rememberingChecks(memory).parse('content/a.json', duplicated).problems).toHaveLength(1);
    const rememberingEverything: Remembered<Problem[]> = { read: () => [], write: () => undefined };
    expect(rememberingChecks(rememberingEverything).parse('content/a.json', duplicated).problems).toEqual([]);
    expect(everyCheckRun.parse('content/a.json', duplicated).problems).toHaveLength(1);
  });
});

describe('validateContent with remembered document checks', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await copyValidFixture();
  });
  afterEach(async () => {
    await removeCopy(directory);
  });

  it('finds what it finds without them, then the same from memory alone, and again what an edit changes', async () => {
    await replaceInFile(directory, 'experience.json', '"fr": ["Construit un modèle", "Donné un cours"]', '"fr": ["Construit un modèle"]');
    const memory = new Memory();
    const plain = formatRelative(directory, (await validateContent(directory)).problems);
    const first = formatRelative(directory, (await validateContent(directory, { checks: rememberingChecks(memory) })).problems);
    expect(plain).toEqual(['experience.json:13:18  /items/0/bullets  warning: en lists 2 item(s) but fr lists 1: give every language the same items, in the same order']);
    expect(first).toEqual(plain);

    const writes = memory.writes;
    const second = await validateContent(directory, { checks: rememberingChecks(memory) });
    expect(formatRelative(directory, second.problems)).toEqual(plain);
    expect(second.content?.site.profile.name).toBe('Jane Doe');
    expect(memory.writes).toBe(writes);

    // What is remembered is what is reported.
    for (const problems of memory.values.values()) for (const problem of problems) problem.message = 'as remembered';
    const planted = formatRelative(directory, (await validateContent(directory, { checks: rememberingChecks(memory) })).problems);
    expect(planted).toEqual(['experience.json:13:18  /items/0/bullets  warning: as remembered']);

    await replaceInFile(directory, 'experience.json', '"fr": ["Construit un modèle"]', '"fr": ["Construit un modèle", "Donné un cours"]');
    expect((await validateContent(directory, { checks: rememberingChecks(memory) })).problems).toEqual([]);
  });
});
