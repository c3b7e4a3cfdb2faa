/**
 * What a reader of another tool's site (al-folio, academicpages, Hugo Blox) makes of it: the owner's things in
 * one neutral shape, single-language, before `portfolio init --from` writes them as content. Readers know their
 * tool's files; the writer knows the content formats; neither knows the other.
 */
export type SiteTool = 'al-folio' | 'academicpages' | 'hugo-blox';

/** A file of the old site, as a path relative to the old site's folder (`_posts/2023-05-01-waves.md`). */
export type OldPath = string;

export interface OldSite {
  tool: SiteTool;
  profile: OldProfile;
  /** A BibTeX file to become the bibliography source (al-folio's `_bibliography/papers.bib`, Hugo Blox's cite.bib files joined). */
  bibliography: { from: OldPath[]; text: string } | null;
  /** Works the old site kept one file each (academicpages' `_publications/`, Hugo Blox's `content/publication/`). */
  publications: OldPublication[];
  posts: OldPost[];
  /** Extra pages of the owner's own (`_pages/teaching.md` that is not a list, say) → content/pages/. */
  pages: OldPage[];
  news: OldNews[];
  talks: OldTalk[];
  courses: OldCourse[];
  projects: OldProject[];
  experience: OldTimelineEntry[];
  education: OldTimelineEntry[];
  /** Every image or file the imported things refer to, to copy: `to` is relative to the new content folder (`images/…`, `files/…`). */
  assets: Array<{ from: OldPath; to: string }>;
  /** Every address the old site served for an imported thing → the new site's path (both root-relative, `/blog/2023/waves/` → `/posts/waves/`). */
  redirects: Array<{ from: string; to: string }>;
  /** What became of each old file: every file read is named once, with what was imported, changed or left out and why. */
  report: ReportLine[];
}

export interface ReportLine {
  file: OldPath;
  outcome: 'imported' | 'changed' | 'left out';
  /** For the owner: "demo content al-folio ships", "draft (published: false)", "{% include video.liquid %} removed: no equivalent". */
  detail: string;
}

export interface OldProfile {
  name: string;
  /** One line under the name (position), if the site has one. */
  subtitle: string | null;
  affiliation: string | null;
  email: string | null;
  location: string | null;
  /** The about text, Markdown. */
  about: string;
  interests: string[];
  /** Content-relative path of the portrait among `assets` (`images/profile.jpg`), with the old site's alt text if any. */
  photo: { path: string; alt: string | null } | null;
  orcid: string | null;
  /** Kinds as in site.json's profile.links: scholar, orcid, github, gitlab, linkedin, researchgate, mastodon, bluesky, x, website… */
  links: Array<{ kind: string; url: string }>;
  /** A CV PDF the old site offered, content-relative among `assets` (`files/cv.pdf`). */
  cvPdf: string | null;
}

/** Markdown bodies are already converted: Liquid tags and shortcodes replaced or removed (and reported), image paths content-relative. */
export interface OldPost {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string | null;
  tags: string[];
  body: string;
}

export interface OldPage {
  slug: string;
  title: string;
  body: string;
}

export interface OldNews {
  date: string;
  /** Markdown, one short paragraph. */
  text: string;
}

export interface OldPublication {
  /** The old site's slug or file name, stable: it becomes the hand-kept work's id. */
  slug: string;
  title: string;
  date: string | null;
  year: number | null;
  venue: string | null;
  /** "Given Family" or "Family, Given", as the old site wrote them. */
  authors: string[];
  abstract: string | null;
  doi: string | null;
  url: string | null;
  pdf: string | null;
  category: 'article' | 'conference' | 'thesis' | 'preprint' | 'book' | 'other';
  /** A BibTeX entry the old site kept for it (Hugo Blox's cite.bib), if any. */
  bibtex: string | null;
}

export interface OldTalk {
  slug: string;
  title: string;
  event: string;
  date: string;
  location: string | null;
  /** 'keynote' | 'invited' | 'contributed' | 'seminar' | 'poster' | 'other' — whatever the old site said, mapped by the reader. */
  type: string;
  url: string | null;
  slides: string | null;
  video: string | null;
  abstract: string | null;
}

export interface OldCourse {
  slug: string;
  title: string;
  institution: string;
  role: string | null;
  level: string | null;
  /** Years or terms as the old site gave them (`2021`, `2019-2023`, `Spring 2022`). */
  when: string | null;
  description: string | null;
  url: string | null;
}

export interface OldProject {
  slug: string;
  title: string;
  description: string;
  url: string | null;
  image: string | null;
  body: string;
}

export interface OldTimelineEntry {
  title: string;
  organization: string;
  location: string | null;
  /** YYYY-MM or YYYY-MM-DD or YYYY */
  start: string;
  /** null = ongoing */
  end: string | null;
  summary: string | null;
  bullets: string[];
}

/** A reader of one tool's sites. */
export interface SiteReader {
  tool: SiteTool;
  /** The files that show a folder is this tool's site (`_config.yml` with `al_folio`-only keys…), or null when it is not. */
  recognise(oldSiteDir: string): Promise<string[] | null>;
  /** Reads the site. Never modifies anything in `oldSiteDir`. Throws only on what stops the whole import; bad files go to `report`. */
  read(oldSiteDir: string): Promise<OldSite>;
}
