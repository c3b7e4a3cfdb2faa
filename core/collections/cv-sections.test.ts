import { describe, expect, it } from 'vitest';
import { collectionCvs, cvSectionOrder } from './cv-sections.ts';

describe("the CV's sections", () => {
  it("each have one place in the CV's order: every collection's and the publications'", () => {
    const ids = [...Object.values(collectionCvs).flatMap((cv) => Object.keys(cv.sections)), 'publications'];
    expect([...cvSectionOrder].sort()).toEqual(ids.sort());
  });
});
