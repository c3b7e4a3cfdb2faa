import { timelineBuild } from '../timeline-build.ts';

/** education.json: a timeline (cli/collections/timeline-build.ts), whose ids must not repeat experience's. */
export const educationBuild = timelineBuild('education');
