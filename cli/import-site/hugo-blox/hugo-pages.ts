import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import { slugCollision } from '../../collections/pages/pages-build.ts';
import type { ReportLine } from '../old-site.ts';
import { hugoAddresses } from './hugo-addresses.ts';
import { listAddress, placeContentFile } from './hugo-content.ts';
import { isDemoExperience, isDemoPage } from './hugo-demo.ts';
import { type ContentPage, pageDate } from './hugo-items.ts';
import { readExperience, type TimelineRead } from './hugo-timeline.ts';
import { type Data, readHugoPage, text } from './hugo-values.ts';

/** A page that will be imported: its new slug and address, and every address the old site served it at. */
export interface AcceptedPage {
  page: ContentPage;
  slug: string;
  title: string;
  to: string;
  addresses: string[];
  /** What changed on the way: a publish date Hugo held the page back for, a slug the new site keeps for itself. */
  notes: string[];
}

export interface PagesRead {
  accepted: AcceptedPage[];
  /** Experience from Academic's `content/home/experience.md` widget. */
  widgetExperience: TimelineRead;
  report: ReportLine[];
}

function newAddress(kind: ContentPage['kind'], slug: string): string {
  if (kind === 'page') return `/${slug}/`;
  if (kind === 'publication') return `/publications/${slug}/`;
  return kind === 'post' ? `/posts/${slug}/` : listAddress[kind];
}

/** Top-level keys of YAML (`key:`) or TOML (`key =`) front matter → their line, the first time each appears. */
function keyLines(fileText: string): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [index, line] of fileText.split('\n').entries()) {
    const key = /^([A-Za-z_][\w-]*)\s*[:=]/.exec(line)?.[1];
    if (key !== undefined && !lines.has(key)) lines.set(key, index + 1);
  }
  return lines;
}

function isDraft(data: Data): boolean {
  return data.draft === true || data.draft === 'true';
}

function isLanding(data: Data): boolean {
  return data.type === 'landing' || data.type === 'widget_page' || Array.isArray(data.sections);
}

function reasonToLeaveOut(kind: ContentPage['kind'], name: string, data: Data, title: string | null, takenSlug: string | null, today: string): string | null {
  if (isDraft(data)) return 'draft (draft: true)';
  const expiry = pageDate(data, ['expiryDate', 'unpublishdate']).date;
  if (expiry !== null && expiry <= today) return `expired on ${expiry} (expiryDate): Hugo no longer published it`;
  if (title === null) return 'it has no title: add title: to its front matter';
  if (kind === 'page' && isLanding(data)) return 'a landing page made of blocks: its content comes from the author file and the other sections';
  if (isDemoPage(kind, name, title)) return `demo content Hugo Blox ships ("${title}")`;
  if (takenSlug !== null) return `another ${kind} already has the slug "${takenSlug}": rename one and import again`;
  return null;
}

/**
 * Sorts the content files into pages to import and files left out (with why), before any is converted: a
 * `{{< cite >}}` in one page needs the others' new addresses. `readText` is the only I/O.
 */
export async function readContentPages(
  files: string[],
  readText: (file: string) => Promise<string>,
  settings: { permalinks: ReadonlyMap<string, string>; today: string },
): Promise<PagesRead> {
  const read: PagesRead = { accepted: [], widgetExperience: { entries: [], problems: [] }, report: [] };
  const leaveOut = (file: string, detail: string) => read.report.push({ file, outcome: 'left out', detail });
  const taken = new Set<string>();
  for (const file of files) {
    const placement = placeContentFile(file);
    if (placement.as === 'author') continue;
    if (placement.as === 'left out') {
      leaveOut(file, placement.why);
      continue;
    }
    const fileText = await readText(file);
    const parsed = readHugoPage(fileText);
    if (!parsed.ok) {
      leaveOut(file, `front matter does not parse at line ${parsed.line}: ${parsed.message}. Fix it and import again`);
      continue;
    }
    const { data, body } = parsed.page;
    if (placement.as === 'widget') {
      const widget = readExperience(data);
      if (widget.entries.length === 0 && widget.problems.length === 0) {
        leaveOut(file, 'a home page widget: the new home page is built from site.json');
        continue;
      }
      if (isDemoExperience(widget.entries.map((entry) => entry.organization))) {
        leaveOut(file, 'demo experience the starter ships (GenCoin, University X)');
        continue;
      }
      read.widgetExperience.entries.push(...widget.entries);
      read.widgetExperience.problems.push(...widget.problems);
      read.report.push({ file, outcome: widget.problems.length === 0 ? 'imported' : 'changed', detail: ['experience', ...widget.problems].join('; ') });
      continue;
    }
    const title = text(data, 'title');
    const slug = keyFromName(text(data, 'slug') ?? placement.name);
    const why = reasonToLeaveOut(placement.kind, placement.name, data, title, taken.has(`${placement.kind}/${slug}`) ? slug : null, settings.today);
    if (why !== null || title === null) {
      leaveOut(file, why ?? 'it has no title');
      continue;
    }
    taken.add(`${placement.kind}/${slug}`);
    const collision = placement.kind === 'page' ? slugCollision(slug) : undefined;
    const newSlug = collision === undefined ? slug : `my-${slug}`;
    const publishDate = pageDate(data, ['publishDate', 'date']).date;
    const date = pageDate(data).date;
    read.accepted.push({
      page: { file, kind: placement.kind, section: placement.section, name: placement.name, dir: placement.dir, data, body, keyLines: keyLines(fileText) },
      slug: newSlug,
      title,
      to: newAddress(placement.kind, newSlug),
      addresses: hugoAddresses({ section: placement.section, name: placement.name, date, title, data }, settings.permalinks),
      notes: [
        ...(publishDate !== null && publishDate > settings.today ? [`publish date ${publishDate} is in the future: Hugo held it back; imported now`] : []),
        ...(collision === undefined ? [] : [`slug ${slug} → ${newSlug}: ${collision}`]),
      ],
    });
  }
  return read;
}

/** Old list and profile addresses: each section with an imported page → the new list; the owner's page → home. */
export function sectionRedirects(accepted: AcceptedPage[], ownerSlug: string | null, hasExperiencePage: boolean): Array<{ from: string; to: string }> {
  const redirects = new Map(accepted.filter(({ page }) => page.kind !== 'page').map(({ page }) => [`/${page.section}/`, listAddress[page.kind]]));
  // The owner's page: a section page (/authors/<slug>/), or the taxonomy term Academic linked to (/author/<slug>/).
  if (ownerSlug !== null) for (const folder of ['authors', 'author']) redirects.set(`/${folder}/${ownerSlug}/`, '/');
  if (hasExperiencePage) redirects.set('/experience/', '/cv/');
  return [...redirects].map(([from, to]) => ({ from, to }));
}
