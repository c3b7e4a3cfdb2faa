import path from 'node:path';
import { normaliseAddress } from './hugo-addresses.ts';
import { convertHtml } from './hugo-html.ts';

/** What a page body needs to know of the rest of the site. */
export interface BodyContext {
  /** The page bundle's folder (`content/post/waves`), or the folder of a single-file page. */
  pageDir: string;
  /** Where this page's images go in the new content (`images/posts/waves`). */
  imageFolder: string;
  /** Every file of the old site, relative to it: images are looked up here, never read. */
  siteFiles: ReadonlySet<string>;
  /** Old page (content path `/publication/waves/` or served address) → its title and new address, for `{{< cite >}}`. */
  pages: ReadonlyMap<string, { title: string; to: string }>;
}

export interface ConvertedBody {
  markdown: string;
  assets: Array<{ from: string; to: string }>;
  /** For the report: `{{< figure >}} → an image`, `{{< icon >}} removed: no equivalent`. */
  notes: string[];
}

type Params = { named: Map<string, string>; positional: string[] };

function parseParams(raw: string): Params {
  const named = new Map<string, string>();
  const positional: string[] = [];
  for (const match of raw.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+))|"([^"]*)"|`([^`]*)`|(\S+)/g)) {
    const [, key, double, single, backquoted, bare, ...unnamed] = match;
    if (key !== undefined) named.set(key, double ?? single ?? backquoted ?? bare ?? '');
    else positional.push(unnamed.find((value) => value !== undefined) ?? '');
  }
  return { named, positional };
}

/**
 * A file the old site served itself (`/uploads/cv.pdf` from `static/`, `paper.pdf` beside the page) as the new
 * content's `files/<name>` (served at `/files/<name>`), or null when the site does not have it.
 */
export function findOwnFile(address: string, pageDir: string, siteFiles: ReadonlySet<string>): { from: string; to: string } | null {
  const clean = address.split(/[?#]/)[0] ?? address;
  const candidates = clean.startsWith('/') ? [`static${clean}`] : [path.posix.join(pageDir, clean), `static/${clean}`];
  const from = candidates.find((candidate) => siteFiles.has(candidate));
  return from === undefined ? null : { from, to: `files/${path.posix.basename(from)}` };
}

/** Hugo Blox looks for an image in the page bundle, then `assets/media/`, then `static/`. */
function findImage(src: string, context: BodyContext): string | null {
  const clean = decodeURIComponent(src.split(/[?#]/)[0] ?? src);
  const relative = clean.replace(/^\/+/, '');
  const candidates = clean.startsWith('/')
    ? [`static/${relative}`, `assets/media/${relative.replace(/^media\//, '')}`]
    : [path.posix.join(context.pageDir, relative), `assets/media/${relative}`, `static/${relative}`];
  return candidates.find((candidate) => context.siteFiles.has(candidate)) ?? null;
}

/** A `ref`'s content path (`post/waves.md`, `/publication/tides/index.md`) as the page's content address. */
function contentAddress(reference: string): string {
  return normaliseAddress(reference.split('#')[0]?.replace(/(\/_?index)?\.(md|markdown)$/, '') ?? '');
}

/** Marks where a shortcode was removed until the line it was on is tidied. */
const removed = '\u0000';

const codeFence = /^(```|~~~)[\s\S]*?^\1[ \t]*$/gm;

/** Converts one page body; code blocks are left as written (their `{{< … >}}` are examples, not shortcodes). */
export function convertBody(body: string, context: BodyContext): ConvertedBody {
  const assets = new Map<string, string>();
  const notes = new Set<string>();

  const image = (src: string, alt: string): string => {
    if (/^[a-z]+:\/\//i.test(src)) return `![${alt}](${src})`;
    const found = findImage(src, context);
    if (found === null) {
      notes.add(`image ${src} not found in the site: kept as written, add it to content/images/ or remove it`);
      return `![${alt}](${src})`;
    }
    const to = `${context.imageFolder}/${path.posix.basename(found)}`;
    assets.set(found, to);
    return `![${alt}](${to})`;
  };

  const video = (name: string, address: (id: string) => string) => ({ named, positional }: Params) => {
    notes.add(`{{< ${name} >}} → a link to the video`);
    return address(named.get('id') ?? positional[0] ?? '');
  };
  const pageLink = ({ named, positional }: Params, whole: string) => {
    const target = context.pages.get(contentAddress(named.get('path') ?? positional[0] ?? ''));
    notes.add(target === undefined ? `${whole} removed: the page it links to was not imported` : "{{< ref >}} → the page's new address");
    return target?.to ?? '#';
  };
  /** The shortcodes with a Markdown equivalent; any other is removed and named. */
  const shortcodes: Record<string, (params: Params, whole: string) => string> = {
    figure: ({ named, positional }) => {
      notes.add('{{< figure >}} → an image');
      const caption = named.get('caption') ?? named.get('title') ?? '';
      const markdown = image(named.get('src') ?? positional[0] ?? '', named.get('alt') ?? caption);
      return caption === '' ? markdown : `${markdown}\n\n*${caption}*`;
    },
    youtube: video('youtube', (id) => `[Video on YouTube](https://www.youtube.com/watch?v=${id})`),
    vimeo: video('vimeo', (id) => `[Video on Vimeo](https://vimeo.com/${id})`),
    ref: pageLink,
    relref: pageLink,
    cite: ({ named, positional }, whole) => {
      const target = context.pages.get(normaliseAddress(named.get('page') ?? positional[0] ?? ''));
      notes.add(target === undefined ? `${whole} removed: the page it cites was not imported` : '{{< cite >}} → a link to the publication');
      return target === undefined ? '' : `[${target.title}](${target.to})`;
    },
  };

  const convertProse = (prose: string): string =>
    prose
      .replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, alt: string, src: string) => image(src, alt))
      .replace(/(?<!!)(\[[^\]]*)\]\(([^)\s#]+)(#[^)\s]*)?\)/g, (whole, label: string, address: string, fragment: string | undefined) => {
        if (/^[a-z]+:/i.test(address)) return whole;
        const target = address.startsWith('/') ? context.pages.get(normaliseAddress(address)) : undefined;
        if (target !== undefined) {
          notes.add('links to imported pages → their new addresses');
          return `${label}](${target.to}${fragment ?? ''})`;
        }
        if (!/\.[a-z0-9]+$/i.test(address)) return whole;
        const file = findOwnFile(address, context.pageDir, context.siteFiles);
        if (file === null) {
          notes.add(`link to ${address} kept as written: the old site has no such file; put it in content/files/ and link /files/<name>`);
          return whole;
        }
        assets.set(file.from, file.to);
        notes.add("links to the old site's files → the files, copied to files/");
        return `${label}](/${file.to})`;
      })
      .replace(/\{\{([<%])\s*(callout|alert|notice)\b([^]*?)[>%]\}\}([\s\S]*?)\{\{[<%]\s*\/\s*\2\s*[>%]\}\}/g, (_, _open, name: string, _params, inner: string) => {
        notes.add(`{{% ${name} %}} → a quotation block`);
        return inner.trim().split('\n').map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join('\n');
      })
      .replace(/\{\{[<%]\s*math\s*[>%]\}\}([\s\S]*?)\{\{[<%]\s*\/\s*math\s*[>%]\}\}/g, (_, inner: string) => {
        notes.add('{{< math >}} → its $…$ formula');
        return inner.trim();
      })
      .replace(/\{\{[<%]\s*(\w[\w./-]*)([^]*?)\/?\s*[>%]\}\}/g, (whole, name: string, raw: string) => {
        const convert = shortcodes[name];
        if (convert !== undefined) return convert(parseParams(raw), whole);
        notes.add(`{{< ${name} >}} removed: no equivalent`);
        return removed;
      })
      .replace(/\{\{[<%]\s*\/\s*[\w./-]+\s*[>%]\}\}/g, removed)
      // A shortcode removed at the start of a line takes the space after it along.
      .replace(new RegExp(`^${removed}[ \\t]*`, 'gm'), '')
      .replaceAll(removed, '');

  let markdown = '';
  let last = 0;
  for (const fence of body.matchAll(codeFence)) {
    markdown += convertProse(body.slice(last, fence.index)) + fence[0];
    last = fence.index + fence[0].length;
  }
  markdown += convertProse(body.slice(last));
  const html = convertHtml(markdown, image);
  for (const note of html.notes) notes.add(note);
  return { markdown: html.markdown.replace(/\n{3,}/g, '\n\n').trim(), assets: [...assets].map(([from, to]) => ({ from, to })), notes: [...notes] };
}
