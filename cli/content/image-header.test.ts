import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header.ts';

function fixture(name: string): Uint8Array {
  return readFileSync(new URL(`./fixtures/images/${name}`, import.meta.url));
}

/** A JPEG segment: marker, then a 2-byte length that counts itself and the payload. */
function segment(marker: number, payload: readonly number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/** Frame header payload: precision 8, height, width, one component. */
function frame(width: number, height: number): number[] {
  return [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
}

const startOfImage = [0xff, 0xd8];
const exif = segment(0xe1, [...Buffer.from('Exif\0\0'), ...new Array<number>(40).fill(0)]);
const huffmanTable = segment(0xc4, [0x00, ...new Array<number>(16).fill(0)]);

describe('readImageHeader', () => {
  it('reads a PNG’s size from its IHDR chunk', () => {
    expect(readImageHeader(fixture('card-1200x630.png'))).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(readImageHeader(fixture('small-600x315.png'))).toEqual({ format: 'png', width: 600, height: 315 });
  });

  it('reads a baseline JPEG’s size from its frame header, past the JFIF and ICC profile segments', () => {
    expect(readImageHeader(fixture('card-1200x630.jpg'))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('reads a progressive JPEG (SOF2) behind an EXIF segment, a Huffman table and fill bytes', () => {
    const bytes = [...startOfImage, ...exif, ...huffmanTable, 0xff, 0xff, ...segment(0xc2, frame(1200, 630))];
    expect(readImageHeader(Uint8Array.from(bytes))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('does not take a Huffman table (C4, inside the SOF range) for the frame', () => {
    const bytes = [...startOfImage, ...segment(0xc4, frame(9, 9)), ...segment(0xc0, frame(640, 480))];
    expect(readImageHeader(Uint8Array.from(bytes))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('reads the header of a file inside a larger buffer', () => {
    const file = fixture('small-600x315.png');
    const inside = new Uint8Array(file.length + 10);
    inside.set(file, 10);
    expect(readImageHeader(inside.subarray(10))).toEqual({ format: 'png', width: 600, height: 315 });
  });

  it('is undefined for other formats and for files cut short before their size', () => {
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>'))).toBeUndefined();
    expect(readImageHeader(new Uint8Array())).toBeUndefined();
    expect(readImageHeader(fixture('card-1200x630.png').subarray(0, 20))).toBeUndefined();
    expect(readImageHeader(fixture('card-1200x630.jpg').subarray(0, 100))).toBeUndefined();
    expect(readImageHeader(Uint8Array.from([...startOfImage, ...exif, 0xff, 0xc0, 0x00, 0x11, 8]))).toBeUndefined();
  });

  it('is undefined for a JPEG whose scan starts before any frame header, or whose height is left to a DNL segment', () => {
    expect(readImageHeader(Uint8Array.from([...startOfImage, ...exif, ...segment(0xda, [1, 1, 0, 0, 63, 0])]))).toBeUndefined();
    expect(readImageHeader(Uint8Array.from([...startOfImage, ...segment(0xc0, frame(1200, 0))]))).toBeUndefined();
  });

  it('reads the size of lossy (VP8), lossless (VP8L) and extended (VP8X, with alpha) WebP images', async () => {
    const colour = { width: 333, height: 217, channels: 3 as const, background: '#336699' };
    const lossy = await sharp({ create: colour }).webp().toBuffer();
    const lossless = await sharp({ create: colour }).webp({ lossless: true }).toBuffer();
    const withAlpha = { ...colour, channels: 4 as const, background: { r: 1, g: 2, b: 3, alpha: 0.5 } };
    const extended = await sharp({ create: withAlpha }).webp().toBuffer();
    expect([lossy, lossless, extended].map((bytes) => bytes.subarray(12, 16).toString())).toEqual(['VP8 ', 'VP8L', 'VP8X']);
    for (const bytes of [lossy, lossless, extended]) {
      expect(readImageHeader(bytes)).toEqual({ format: 'webp', width: 333, height: 217 });
    }
  });

  it('reads no size from a WebP cut short or a RIFF file of another kind', async () => {
    const lossy = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } }).webp().toBuffer();
    expect(readImageHeader(lossy.subarray(0, 20))).toBeUndefined();
    const wave = Buffer.from(lossy);
    wave.write('WAVE', 8, 'latin1');
    expect(readImageHeader(wave)).toBeUndefined();
  });
});
