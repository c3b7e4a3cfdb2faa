import { isRecord } from './values.ts';

type ValuePath = ReadonlyArray<string | number>;

/** What a walk found at one place of a document's value. */
export interface Finding<T> {
  path: ValuePath;
  found: T;
}

/** What a walk looks at; a finding is given with the path of the value where it was found. */
export interface ValueVisitor<T> {
  /** Each string. */
  atString?(text: string): T | undefined;
  /** Each record, before its members. */
  atRecord?(record: Readonly<Record<string, unknown>>): T | undefined;
  /** Members never entered (at any depth). */
  skipped?: ReadonlySet<string>;
  /**
   * What was found in each item of the value's top-level lists (the works, the talks), by the item: `portfolio dev`
   * keeps an unchanged item's identity between saves (cli/dev/shared-values.ts), so a save of publications.json
   * walks the works it changed only. One per visitor: what is found in an item depends on the item alone.
   */
  found: WeakMap<object, ReadonlyArray<Finding<T>>>;
}

/**
 * Every finding of `visitor` in `value`, depth first. The path is made a JSON pointer only for a finding: the
 * values of 1,000 works are millions.
 */
export function walkValue<T>(value: unknown, visitor: ValueVisitor<T>): Finding<T>[] {
  const findings: Finding<T>[] = [];
  const path: Array<string | number> = [];
  const visit = (child: unknown): void => {
    const remembered = path.length === 2 && typeof path[1] === 'number' && typeof child === 'object' && child !== null;
    if (remembered) {
      const known = visitor.found.get(child);
      if (known !== undefined) {
        for (const finding of known) findings.push({ path: [...path, ...finding.path], found: finding.found });
        return;
      }
    }
    const start = findings.length;
    visitInside(child);
    if (remembered) visitor.found.set(child, findings.slice(start).map((finding) => ({ path: finding.path.slice(2), found: finding.found })));
  };
  const visitInside = (child: unknown): void => {
    if (typeof child === 'string') {
      const found = visitor.atString?.(child);
      if (found !== undefined) findings.push({ path: [...path], found });
    } else if (Array.isArray(child)) {
      for (let index = 0; index < child.length; index++) {
        path.push(index);
        visit(child[index]);
        path.pop();
      }
    } else if (isRecord(child)) {
      const found = visitor.atRecord?.(child);
      if (found !== undefined) findings.push({ path: [...path], found });
      for (const key of Object.keys(child)) {
        if (visitor.skipped?.has(key)) continue;
        path.push(key);
        visit(child[key]);
        path.pop();
      }
    }
  };
  visit(value);
  return findings;
}
