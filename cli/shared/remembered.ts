/** Values made before, by the hash of what they were made from. */
export interface Remembered<T> {
  read(key: string): T | undefined;
  write(key: string, value: T): void;
}

/** `first`, then `then` for what `first` lacks (kept in `first` once read there); what is made is kept in both. */
export function layered<T>(first: Remembered<T>, then: Remembered<T>): Remembered<T> {
  return {
    read(key) {
      const known = first.read(key);
      if (known !== undefined) return known;
      const found = then.read(key);
      if (found !== undefined) first.write(key, found);
      return found;
    },
    write(key, value) {
      first.write(key, value);
      then.write(key, value);
    },
  };
}

/**
 * Values kept in memory from one run to the next (`portfolio dev`: between two saves of the content, a post not
 * edited is neither parsed nor rendered again): those the last run used, no others, however long the session.
 */
export class BetweenRuns<T> implements Remembered<T> {
  private last = new Map<string, T>();
  private current = new Map<string, T>();

  read(key: string): T | undefined {
    const value = this.current.get(key) ?? this.last.get(key);
    if (value !== undefined) this.current.set(key, value);
    return value;
  }

  write(key: string, value: T): void {
    this.current.set(key, value);
  }

  /** `key`'s value, if known, is still wanted by this run, though not read. */
  keep(key: string): void {
    this.read(key);
  }

  /** A new run begins: what the one before did not use is forgotten. */
  nextRun(): void {
    this.last = this.current;
    this.current = new Map();
  }
}
