/** What a PNG, JPEG or WebP file's header says about the image. */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first chunk of a PNG is IHDR, whose data starts with the width and height (4 bytes each, big-endian). */
function pngHeader(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  if (bytes.length < 24 || !pngSignature.every((byte, index) => bytes[index] === byte)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { format: 'png', width, height } : undefined;
}

/** Start-of-frame markers (SOF0–SOF15) carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM and RST0–RST7. */
function hasNoLength(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * Walks the JPEG segments (APPn such as EXIF may come first, each with its length) to the start-of-frame
 * segment: length (2 bytes), sample precision (1), height (2), width (2).
 */
function jpegHeader(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Any number of 0xFF fill bytes may precede a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (hasNoLength(marker)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame: no size to read.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      // A height of 0 means it is given later, in a DNL segment after the first scan; no previewer relies on that.
      return width > 0 && height > 0 ? { format: 'jpeg', width, height } : undefined;
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * A WebP file is a RIFF container ("RIFF", size, "WEBP") whose first chunk is VP8 (lossy: the key frame's
 * start code 9D 01 2A, then width and height, 14 bits each, little-endian), VP8L (lossless: signature 2F, then
 * width − 1 and height − 1 packed in 14 bits each) or VP8X (extended: canvas width − 1 and height − 1, 24 bits each).
 */
function webpHeader(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 16);
  let width = 0;
  let height = 0;
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    width = view.getUint16(26, true) & 0x3fff;
    height = view.getUint16(28, true) & 0x3fff;
  } else if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    width = (view.getUint32(24, true) & 0xffffff) + 1;
    height = (view.getUint32(27, true) & 0xffffff) + 1;
  }
  return width > 0 && height > 0 ? { format: 'webp', width, height } : undefined;
}

/**
 * The format and size of a PNG, JPEG or WebP image, read from the start of its file; undefined for anything
 * else (another format, or a file cut short before its size).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return pngHeader(bytes, view) ?? jpegHeader(bytes, view) ?? webpHeader(bytes, view);
}
