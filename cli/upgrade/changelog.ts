/** One version's entry of CHANGELOG.md: its `## <version>` heading and the Markdown under it. */
export interface ChangelogEntry {
  version: string;
  text: string;
}

/** Compares two x.y.z versions (pre-release tags are not used by this product). */
export function compareVersions(a: string, b: string): number {
  const partsA = a.split('.').map(Number);
  const partsB = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The entries of a changelog written as `## <version>` sections (with `### Added`, `### Changed`, `### Migrations`). */
export function changelogEntries(changelog: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  for (const section of changelog.split(/^(?=## )/m)) {
    const heading = /^## (\d+\.\d+\.\d+)[^\n]*\n/.exec(section);
    if (heading?.[1] !== undefined) entries.push({ version: heading[1], text: section.trimEnd() });
  }
  return entries;
}

/** The entries after `after` up to and including `upTo`, newest first: what changed between two versions. */
export function changesBetween(changelog: string, after: string, upTo: string): ChangelogEntry[] {
  return changelogEntries(changelog)
    .filter((entry) => compareVersions(entry.version, after) > 0 && compareVersions(entry.version, upTo) <= 0)
    .sort((a, b) => compareVersions(b.version, a.version));
}
