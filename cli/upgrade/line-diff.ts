/** A run of changed lines: the old ones from `oldLine`, replaced by the new ones from `newLine` (1-based). */
export interface Hunk {
  oldLine: number;
  newLine: number;
  removed: string[];
  added: string[];
}

/** Beyond this many line pairs between the first and last change, the whole span is one hunk. */
const maxComparedPairs = 4_000_000;

/** The longest common subsequence of two line lists, as matched index pairs. */
function commonLines(before: readonly string[], after: readonly string[]): Array<[number, number]> {
  const width = after.length + 1;
  const lengths = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        before[i] === after[j] ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) pairs.push([i++, j++]);
    else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** The changed runs of lines between two texts, for a short diff a reader can check. */
export function lineHunks(beforeText: string, afterText: string): Hunk[] {
  const before = beforeText.split('\n');
  const after = afterText.split('\n');
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  const middleBefore = before.slice(start, before.length - end);
  const middleAfter = after.slice(start, after.length - end);
  const matched = middleBefore.length * middleAfter.length > maxComparedPairs ? [] : commonLines(middleBefore, middleAfter);
  const hunks: Hunk[] = [];
  let [i, j] = [0, 0];
  for (const [matchedI, matchedJ] of [...matched, [middleBefore.length, middleAfter.length] as [number, number]]) {
    if (matchedI > i || matchedJ > j) {
      hunks.push({ oldLine: start + i + 1, newLine: start + j + 1, removed: middleBefore.slice(i, matchedI), added: middleAfter.slice(j, matchedJ) });
    }
    [i, j] = [matchedI + 1, matchedJ + 1];
  }
  return hunks;
}
