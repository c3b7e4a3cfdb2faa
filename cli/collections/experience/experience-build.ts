import { timelineBuild } from '../timeline-build.ts';

/** experience.json: a timeline (cli/collections/timeline-build.ts), whose ids education's must not repeat. */
export const experienceBuild = timelineBuild('experience');
