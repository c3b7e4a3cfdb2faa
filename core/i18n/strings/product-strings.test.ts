import { describe, expect, it } from 'vitest';
import stringsSchema from '../../../schemas/strings.schema.json';
import { productStringsOf } from '../product-strings.fixture.ts';

const en = productStringsOf('en');
const fr = productStringsOf('fr');

describe("the product's interface strings", () => {
  // An owner overrides a string by its key in content/strings.<lang>.json, whose schema takes dotted keys only.
  const ownerKey = new RegExp(Object.keys(stringsSchema.patternProperties)[0] as string);

  it.each([
    ['en', en],
    ['fr', fr],
  ])('has only keys an owner can override (%s)', (_language, strings) => {
    expect(Object.keys(strings).filter((key) => !ownerKey.test(key))).toEqual([]);
  });
});
