import { describe, expect, it } from 'vitest';
import { contentFormats, currentFormat } from '../content-format.ts';
import { migrations } from './registry.ts';

describe('the migrations registry', () => {
  it('has one migration per format before the current one, in order', () => {
    expect(migrations.map((migration) => migration.from)).toEqual(contentFormats.slice(0, -1).map((format) => format.format));
    expect(contentFormats.map((format) => format.format)).toEqual(Array.from({ length: currentFormat }, (_, index) => index + 1));
  });
});
