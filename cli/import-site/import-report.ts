import type { OldSite } from './old-site.ts';
import type { ContentPlan } from './writer/content-plan.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * What `init --from` did, for the owner (printed and kept as import-report.md): the counts per kind, what to
 * check, every old file with what became of it, what the writer changed, and the redirects written.
 */
export function importReport(old: OldSite, oldSiteDir: string, plan: Pick<ContentPlan, 'counts' | 'notes' | 'redirects'>): string {
  const byOutcome = (outcome: string) => old.report.filter((line) => line.outcome === outcome).length;
  const lines = [
    `# Moved here from ${old.tool}`,
    '',
    `From \`${oldSiteDir}\` (nothing in it was changed). Written: ${plan.counts.map(([kind, count]) => `${count} ${kind}`).join(', ')}.`,
    `Old files: ${byOutcome('imported')} imported, ${byOutcome('changed')} changed, ${byOutcome('left out')} left out.`,
    '',
    '## What to check',
    '',
    ...(plan.notes.toCheck.length === 0 ? ['Nothing: still, read the site once with `npm start`.'] : plan.notes.toCheck.map((item) => `- [ ] ${item}`)),
    '- [ ] Set `siteUrl` in site.json to the address the site will be published at.',
    '',
    '## Old files',
    '',
    '| File | Outcome | Detail |',
    '| --- | --- | --- |',
    ...[...old.report].sort((a, b) => a.file.localeCompare(b.file)).map((line) => `| ${cell(line.file)} | ${line.outcome} | ${cell(line.detail)} |`),
    '',
  ];
  if (plan.notes.changes.length > 0) lines.push('## Changed on the way in', '', ...plan.notes.changes.map((change) => `- ${change}`), '');
  lines.push('## Redirects', '');
  if (plan.redirects.length === 0) lines.push('None.', '');
  else lines.push('Each old address goes to its new page (`_redirects` and a refresh page, written by the build).', '', '| Old address | New page |', '| --- | --- |', ...plan.redirects.map((redirect) => `| ${cell(redirect.from)} | ${cell(redirect.to)} |`), '');
  return lines.join('\n');
}
