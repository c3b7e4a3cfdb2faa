/**
 * Several files and what describes them in one cache entry: a 4-byte length, a JSON header (the description and
 * each file's name and length), then the files' bytes one after the other.
 */
export function packFiles(meta: unknown, files: ReadonlyArray<readonly [string, Uint8Array]>): Buffer {
  const header = Buffer.from(JSON.stringify({ meta, files: files.map(([name, bytes]) => [name, bytes.length]) }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...files.map(([, bytes]) => bytes)]);
}

export interface UnpackedFiles<Meta> {
  meta: Meta;
  files: [string, Buffer][];
}

/** The files of `packFiles`; undefined when the bytes do not hold what it writes. */
export function unpackFiles<Meta>(payload: Buffer): UnpackedFiles<Meta> | undefined {
  if (payload.length < 4) return undefined;
  const headerEnd = 4 + payload.readUInt32BE(0);
  if (headerEnd > payload.length) return undefined;
  let header: { meta: Meta; files: [string, number][] };
  try {
    header = JSON.parse(payload.subarray(4, headerEnd).toString('utf8')) as typeof header;
  } catch {
    return undefined;
  }
  const files: [string, Buffer][] = [];
  let offset = headerEnd;
  for (const [name, length] of header.files) {
    files.push([name, payload.subarray(offset, offset + length)]);
    offset += length;
  }
  return offset === payload.length ? { meta: header.meta, files } : undefined;
}
