import { recognitionData, type RecognitionFiles } from '../../../core/collections/recognition/recognition-model.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import type { LoadedContent } from '../../content/loaded-content.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { recognitionProblems } from './recognition-rules.ts';

/**
 * awards.json, grants.json and service.json: their rules (awards have a day, grants and service a period), and
 * the three as one data file, `recognition`, which the CV and the home section read.
 */
export const recognitionBuild: CollectionBuild = {
  rules: (document: JsonDocument, _loaded: LoadedContent, key?: string) => recognitionProblems(document, key === 'awards' ? 'awards' : 'periods'),
  cvDataFiles: (value) => ({ recognition: recognitionData(value as RecognitionFiles) }),
};
