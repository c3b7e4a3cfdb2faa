import { createRequire } from 'node:module';
import { pointerOf, problemAt, type JsonDocument } from '../../content/json-document.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';
import { calendarDayProblems, duplicateIdProblems } from '../collection-checks.ts';

const require = createRequire(import.meta.url);
/** The SPDX License List's identifiers (spdx-license-ids), and those it deprecated (GPL-2.0 for GPL-2.0-only…). */
const spdxIds = require('spdx-license-ids') as string[];
const deprecatedSpdxIds = require('spdx-license-ids/deprecated.json') as string[];
const byLowerCase = new Map([...spdxIds, ...deprecatedSpdxIds].map((id) => [id.toLowerCase(), id]));
const deprecated = new Set(deprecatedSpdxIds);

/**
 * A licence that is no SPDX identifier is an error; one written in another case names the right one; a deprecated
 * identifier (still on the list, so every tool reads it) is a warning that says to choose its current form.
 */
function licenseProblems(document: JsonDocument, index: number, name: string): Problem[] {
  const license = stringAt(arrayAt(document.value, 'items')[index], 'license');
  if (license === undefined) return [];
  const pointer = pointerOf('items', index, 'license');
  const known = byLowerCase.get(license.toLowerCase());
  if (known === undefined) {
    return [problemAt(document, pointer, 'error', `${name}: "${license}" is not an SPDX licence identifier: write its identifier as https://spdx.org/licenses/ lists it (MIT, Apache-2.0, GPL-3.0-or-later, CC-BY-4.0…), or leave the licence out`)];
  }
  if (known !== license) return [problemAt(document, pointer, 'error', `${name}: the SPDX identifier is written "${known}": correct "${license}"`)];
  if (deprecated.has(known)) {
    return [problemAt(document, pointer, 'warning', `${name}: "${known}" is a deprecated SPDX identifier: write its current form (https://spdx.org/licenses/, e.g. GPL-2.0-only or GPL-2.0-or-later for GPL-2.0)`)];
  }
  return [];
}

/**
 * software.json beyond its schema: ids unique, release days that exist, licences that are SPDX identifiers. (A
 * repository that is not https, an unknown kind and a text missing one of the site's languages are the schema's;
 * a publication that names no work is found with every other reference to a publication, through the model's
 * `workReferences`.)
 */
export function softwareProblems(document: JsonDocument): Problem[] {
  const problems = duplicateIdProblems(document, 'items', 'item');
  arrayAt(document.value, 'items').forEach((item, index) => {
    const id = stringAt(item, 'id');
    const name = id === undefined ? `item ${index + 1}` : `item "${id}"`;
    problems.push(...calendarDayProblems(document, 'items', index, name), ...licenseProblems(document, index, name));
  });
  return problems;
}
