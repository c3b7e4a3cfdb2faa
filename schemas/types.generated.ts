/* eslint-disable */
// Generated from schemas/*.schema.json by `npx tsx schemas/generate-types.ts`. Do not edit by hand:
// change the schema and regenerate (schemas/types.test.ts fails when this file is out of date).

/**
 * content/awards.json (optional): prizes and distinctions, shown newest first on the CV and in the home section Recognition. Without the file the site has no awards.
 */
export interface AwardsFile {
  $schema?: string;
  items: Award[];
}

/**
 * A day written YYYY-MM-DD, e.g. 2024-06-12.
 */
export type IsoDay = string;

export interface Award {
  /**
   * Unique id (kebab-case).
   */
  id: string;
  /**
   * The award's name, in each site language.
   */
  title: LocalizedText;
  /**
   * Who gave it: one string ("European Geosciences Union"), or {"en", "fr"} when the name is translated.
   */
  organisation: string | LocalizedText;
  /**
   * The day it was given, YYYY-MM-DD, e.g. 2024-06-12.
   */
  date: IsoDay;
  /**
   * Optional: one sentence on what it rewards.
   */
  description?: LocalizedText;
}

/**
 * Data file written by `portfolio build`: facts about this build of the content that every page may show.
 */
export interface Edition {
  /**
   * Copyright year: the year of the last publications import, or null when it cannot be read.
   */
  year: number | null;
  /**
   * Size of site.json's socialImage, read from the file's header by the build (the pages announce it to link previewers), or null without a social image.
   */
  socialImageSize: ImageSize | null;
  /**
   * Site path of the profile photo as structured data shows it to search engines: the largest version the build made in the photo's own format (the source file when the build made none), or null without a photo.
   */
  photo: string | null;
  /**
   * The site's languages in site.json's order, each with its name and Open Graph locale from its strings: the language toggle and og:locale:alternate name the other languages with them.
   */
  languages: SiteLanguage[];
  /**
   * The sections the content has, in page order: pages, data files and the CV follow it.
   */
  sections: SectionId[];
  /**
   * The home page's sections after the hero, in their order (site.json's home.sections, else every section the content has): the home page, its header links and the hero's buttons follow it.
   */
  homeSections: SectionId[];
}

/**
 * Width and height of an image, in pixels.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface SiteLanguage {
  code: Language;
  /**
   * The language's name in itself (its strings' language.name), e.g. Français.
   */
  name: string;
  /**
   * Open Graph locale (its strings' language.ogLocale), e.g. fr_FR.
   */
  ogLocale: string;
}

/**
 * A home page section.
 */
export type SectionId =
  | "spotlight"
  | "skills"
  | "projects"
  | "publications"
  | "experience"
  | "education"
  | "news"
  | "talks"
  | "posts"
  | "teaching"
  | "software"
  | "recognition"
  | "pages"
  | "contact";

/**
 * content/grants.json (optional): research funding, shown newest first on the CV and in the home section Recognition. Without the file the site has no grants.
 */
export interface GrantsFile {
  $schema?: string;
  items: Grant[];
}

/**
 * A month, YYYY-MM, or a day, YYYY-MM-DD.
 */
export type PeriodDate = string;

export interface Grant {
  /**
   * Unique id (kebab-case).
   */
  id: string;
  /**
   * The project or grant's title, in each site language.
   */
  title: LocalizedText;
  /**
   * Who funds it: one string ("Agence nationale de la recherche"), or {"en", "fr"} when the name is translated.
   */
  funder: string | LocalizedText;
  /**
   * The owner's role: pi (principal investigator), co-pi (co-investigator) or participant.
   */
  role: "pi" | "co-pi" | "participant";
  amount?: GrantAmount;
  /**
   * Start, YYYY-MM or YYYY-MM-DD.
   */
  start: PeriodDate;
  /**
   * End, YYYY-MM or YYYY-MM-DD, or null while it runs. Not before start.
   */
  end: PeriodDate | null;
  /**
   * Optional: the project's page, an https URL.
   */
  url?: string;
}
/**
 * Optional: the amount awarded.
 */
export interface GrantAmount {
  /**
   * The amount, e.g. 250000.
   */
  value: number;
  /**
   * An ISO 4217 currency code, e.g. EUR, USD, GBP.
   */
  currency: string;
}

/**
 * Data file written by `portfolio build`: for each raster image of the content (the profile photo, project images), the responsive versions the build made, by the image's path under content/ (images/…).
 */
export interface ImagesManifest {
  [k: string]: ResponsiveImage | undefined;
}

/**
 * One image as the page draws it: its intrinsic size (the aspect ratio the layout crops it to, at its largest width) and its versions by format, narrowest first.
 */
export interface ResponsiveImage {
  /**
   * Width of the largest version, in pixels.
   */
  width: number;
  /**
   * Height of the largest version, in pixels.
   */
  height: number;
  sources: {
    avif: ImageCandidates;
    webp: ImageCandidates;
    original: ImageCandidates;
  };
  /**
   * Media type of the `original` versions (the source's format).
   */
  originalType: "image/jpeg" | "image/png" | "image/webp";
}

/**
 * @minItems 1
 */
export type ImageCandidates = ImageCandidate[];

export interface ImageCandidate {
  /**
   * Site path of the file.
   */
  url: string;
  /**
   * Its width in pixels (the srcset `w` descriptor).
   */
  width: number;
}

/**
 * The same text in each of the site's languages, keyed by language code (site.json's languages): { "en": "…", "fr": "…" }.
 */
export interface LocalizedText {
  /**
   * This interface was referenced by `LocalizedText`'s JSON-Schema definition
   * via the `patternProperty` "^[a-z]{2}$".
   */
  [k: string]: string;
}

/**
 * A list of short texts in each of the site's languages, keyed by language code (same length in every language).
 */
export interface LocalizedTextList {
  /**
   * This interface was referenced by `LocalizedTextList`'s JSON-Schema definition
   * via the `patternProperty` "^[a-z]{2}$".
   */
  [k: string]: string[];
}

/**
 * An absolute http(s) URL.
 */
export type HttpUrl = string;

/**
 * A month written YYYY-MM, month 01 to 12.
 */
export type YearMonth = string;

/**
 * A language code: two lower-case letters (ISO 639-1), e.g. en, fr, de.
 */
export type Language = string;

/**
 * content/news.json (optional): short news items. Without the file the site has no News section, page, navigation item or sitemap entry.
 */
export interface NewsFile {
  $schema?: string;
  items: NewsItem[];
}

export interface NewsItem {
  /**
   * Unique id (kebab-case): the item's anchor on /news/ (/news/#<id>).
   */
  id: string;
  /**
   * The day of the news, YYYY-MM-DD.
   */
  date: string;
  /**
   * One or two sentences of inline Markdown in each site language: *emphasis*, **strong**, [links](https://…) and `code` only.
   */
  text: LocalizedText;
}

/**
 * Data file written by `portfolio build` from content/projects.md (English) or projects.fr.md (French).
 */
export interface ProjectsFile {
  language: Language;
  items: Project[];
}

export interface Project {
  title: string;
  link: string;
  description: string;
  /**
   * Image source, a site path (/images/…) or an http(s) URL.
   */
  image?: string;
  githubLink?: string;
}

/**
 * content/publications.manual.json: works OpenAlex lacks or gets wrong, kept by hand. Merged into every import; a hand-kept work with the same id or DOI as an imported one wins field by field, but the publication keeps the OpenAlex id.
 */
export interface ManualPublicationsFile {
  $schema?: string;
  items: ManualPublication[];
}

/**
 * A hand-kept work. Only id, title, url, year and category are required; the import fills the rest (authors [], abstract '', teaser from the abstract, isOpenAccess false, oaUrl null, citedByCount 0, doi null, venue null, date null, volume, issue, firstPage, lastPage, pdfUrl and language null, keywords []). An author is a name ('Yann Le Gall') or an object with name and/or family and given, and optionally orcid and isOwner. The constraints repeat those of publications.schema.json#/$defs/publication (cli/publications/manual-schema.test.ts keeps them equal).
 */
export interface ManualPublication {
  /**
   * An OpenAlex id (W…) to correct that work, or your own id (e.g. report-2024) for a work OpenAlex lacks.
   */
  id: string;
  title: string;
  /**
   * Where a visitor reads the work.
   */
  url: HttpUrl;
  year: number | null;
  /**
   * Publication date YYYY-MM-DD, or null.
   */
  date?: string | null;
  /**
   * Journal, conference or repository name, or null.
   */
  venue?: string | null;
  authors?: ManualAuthor[];
  /**
   * True when the author list is incomplete.
   */
  authorsTruncated?: boolean;
  /**
   * Plain text (never HTML).
   */
  abstract?: string;
  /**
   * Leave out to have it computed from the abstract.
   */
  abstractTeaser?: string;
  category: "article" | "conference" | "thesis" | "preprint" | "book" | "other";
  isOpenAccess?: boolean;
  /**
   * Free full text, or null.
   */
  oaUrl?: HttpUrl | null;
  citedByCount?: number;
  /**
   * Bare lower-case DOI (10.…) or null.
   */
  doi?: string | null;
  /**
   * Volume (OpenAlex biblio.volume), or null.
   */
  volume?: string | null;
  /**
   * Issue (OpenAlex biblio.issue), or null.
   */
  issue?: string | null;
  /**
   * First page or article number (OpenAlex biblio.first_page), or null.
   */
  firstPage?: string | null;
  /**
   * Last page (OpenAlex biblio.last_page), or null.
   */
  lastPage?: string | null;
  /**
   * Institution that issued a report (BibTeX institution), or null.
   */
  institution?: string | null;
  /**
   * Report number (BibTeX number, RIS SN), or null.
   */
  number?: string | null;
  /**
   * A direct PDF of the free full text (OpenAlex best_oa_location.pdf_url), or null.
   */
  pdfUrl?: HttpUrl | null;
  /**
   * Language of the work, ISO 639-1 code such as en or fr, or null.
   */
  language?: string | null;
  /**
   * Up to 5 keywords, most relevant first.
   *
   * @maxItems 5
   */
  keywords?: string[];
  /**
   * Ids of works folded into this one (same DOI, its preprint, an earlier hand-kept id): their pages redirect to this one's.
   */
  mergedIds?: string[];
  /**
   * URL of a preprint of this work.
   */
  preprintUrl?: HttpUrl;
}

/**
 * An author of a hand-kept work: the name as written, or an object with the name and/or its family and given parts.
 */
export type ManualAuthor = string | ManualAuthorObject;

export type ManualAuthorObject = {
  [k: string]: unknown | undefined;
} & {
  /**
   * Display name; made from given and family when left out.
   */
  name?: string;
  /**
   * Family name with its particles (Le Gall, van der Berg); citations use it instead of splitting the name.
   */
  family?: string;
  /**
   * Given name(s), with family.
   */
  given?: string;
  /**
   * Bare ORCID iD or null.
   */
  orcid?: string | null;
  /**
   * True when this author is the site owner.
   */
  isOwner?: boolean;
};

/**
 * content/publications.json: written by `portfolio fetch-publications` from OpenAlex; do not edit by hand (use publications.manual.json).
 */
export interface PublicationsFile {
  $schema?: string;
  /**
   * When the import ran (ISO 8601).
   */
  updated_at: string;
  /**
   * What was imported.
   */
  source?: {
    openalexAuthorIds?: string[];
    orcid?: string | null;
    /**
     * The BibTeX files read, relative to the content folder.
     */
    bibtex?: string[];
    /**
     * The ORCID records whose works were read.
     */
    orcidRecords?: string[];
  };
  items: Publication[];
  [k: string]: unknown | undefined;
}

export interface PublicationAuthor {
  /**
   * Display name, NFC-normalised.
   */
  name: string;
  /**
   * Bare ORCID iD or null.
   */
  orcid: string | null;
  /**
   * True when this author is the site owner (matched by OpenAlex id or ORCID, never by name).
   */
  isOwner: boolean;
  /**
   * Family name as given by hand (with its particles: Le Gall, van der Berg); citations use it instead of splitting the name.
   */
  family?: string;
  /**
   * Given name(s) as given by hand, with family.
   */
  given?: string;
}

export interface Publication {
  /**
   * OpenAlex short id (W…) or a hand-kept id.
   */
  id: string;
  title: string;
  /**
   * DOI URL, else landing page, else the OpenAlex page.
   */
  url: HttpUrl;
  year: number | null;
  /**
   * Publication date YYYY-MM-DD, or null.
   */
  date?: string | null;
  /**
   * Journal, conference or repository name, or null.
   */
  venue: string | null;
  authors: PublicationAuthor[];
  /**
   * True when OpenAlex cut the author list at 100.
   */
  authorsTruncated?: boolean;
  /**
   * Plain text (never HTML).
   */
  abstract: string;
  /**
   * The abstract, or its first words up to 240 characters plus '…'.
   */
  abstractTeaser: string;
  category: "article" | "conference" | "thesis" | "preprint" | "book" | "other";
  isOpenAccess: boolean;
  /**
   * Free full text, or null.
   */
  oaUrl: HttpUrl | null;
  citedByCount: number;
  /**
   * Bare lower-case DOI (10.…) or null.
   */
  doi: string | null;
  /**
   * Volume (OpenAlex biblio.volume), or null.
   */
  volume: string | null;
  /**
   * Issue (OpenAlex biblio.issue), or null.
   */
  issue: string | null;
  /**
   * First page or article number (OpenAlex biblio.first_page), or null.
   */
  firstPage: string | null;
  /**
   * Last page (OpenAlex biblio.last_page), or null.
   */
  lastPage: string | null;
  /**
   * Institution that issued a report (BibTeX institution), or null.
   */
  institution?: string | null;
  /**
   * Report number (BibTeX number, RIS SN), or null.
   */
  number?: string | null;
  /**
   * A direct PDF of the free full text (OpenAlex best_oa_location.pdf_url), or null.
   */
  pdfUrl: HttpUrl | null;
  /**
   * Language of the work, ISO 639-1 code such as en or fr, or null.
   */
  language: string | null;
  /**
   * Up to 5 keywords, most relevant first.
   *
   * @maxItems 5
   */
  keywords: string[];
  /**
   * Ids of works folded into this one (same DOI, its preprint, an earlier hand-kept id): their pages redirect to this one's.
   */
  mergedIds?: string[];
  /**
   * Where this work came from (several when the import merged copies from several sources).
   */
  sources?: ("openalex" | "bibtex" | "orcid" | "manual")[];
  /**
   * URL of the preprint this published work was merged with.
   */
  preprintUrl?: HttpUrl;
}

/**
 * content/redirects.json (optional): the addresses an old site served, each sent to its page on this site. `portfolio init --from` writes it; the build writes each as a permanent redirect in _redirects and as a refresh page at the old address (docs/moving-here.md).
 */
export interface RedirectsFile {
  $schema?: string;
  redirects: Redirect[];
}

export interface Redirect {
  /**
   * The old address, a root-relative path without a query or an anchor (/2023/05/01/waves.html, /blog/waves/). It must not be an address of this site's own pages or files.
   */
  from: string;
  /**
   * The page of this site it goes to, root-relative (/posts/waves/, /publications/smith2020-waves/, /fr/talks/#agu-2026), optionally with an anchor. It must be a page the site has.
   */
  to: string;
}

/**
 * content/service.json (optional): service to the research community (peer review, editorial work, committees, organising, memberships), shown newest first on the CV. Without the file the CV has no service section.
 */
export interface ServiceFile {
  $schema?: string;
  items: ServiceItem[];
}

export interface ServiceItem {
  /**
   * Unique id (kebab-case).
   */
  id: string;
  /**
   * reviewer (peer review for a journal or conference), editor, committee (programme or scientific committee), organiser (of an event or session) or membership.
   */
  kind: "reviewer" | "editor" | "committee" | "organiser" | "membership";
  /**
   * The journal, conference or body: one string ("Coastal Engineering"), or {"en", "fr"} when the name is translated.
   */
  organisation: string | LocalizedText;
  /**
   * Start, YYYY-MM or YYYY-MM-DD.
   */
  start: PeriodDate;
  /**
   * End, YYYY-MM or YYYY-MM-DD, or null while it goes on. Not before start.
   */
  end: PeriodDate | null;
  /**
   * Optional: what it involves, in each site language.
   */
  description?: LocalizedText;
}

/**
 * content/site.json: who the site is for, its settings, and where its publications come from.
 */
export interface SiteConfig {
  $schema?: string;
  /**
   * The content format, written by `portfolio init` and `portfolio upgrade` (a file without it is format 1). A product version reads one format; `npx portfolio upgrade` migrates older content (docs/content-formats.md).
   */
  format?: number;
  /**
   * Public address of the site, without a trailing slash; used for canonical URLs, the sitemap and social cards.
   */
  siteUrl: HttpUrl;
  /**
   * The site's languages, e.g. ["en"] or ["en", "fr"]: every localized text gives one text per language, and each language has its own pages.
   *
   * @minItems 1
   */
  languages: Language[];
  /**
   * Language served at / (one of languages; every other language lives under /<code>/).
   */
  defaultLanguage: Language;
  /**
   * Theme a first-time visitor sees: follow the OS (system) or light.
   */
  defaultTheme: "system" | "light";
  theme?: Theme;
  profile: Profile;
  spotlight?: Spotlight;
  socialImage?: SocialImage;
  /**
   * Optional: the contact form (without it the site has no contact section, no Contact navigation item and no Get in Touch button).
   */
  contact?: {
    /**
     * Where the form posts, e.g. https://formspree.io/f/yourFormId.
     */
    formEndpoint: HttpUrl;
    /**
     * Promised reply time in business days.
     */
    replyBusinessDays: number;
  };
  /**
   * Optional settings of the home page.
   */
  home?: {
    /**
     * The home page's sections after the hero, in this order (absent: spotlight, skills, projects, publications, experience, education, news, recognition (awards and grants), contact). A section whose content is absent is left out; a section not named is not on the home page, and the header and the hero do not link to it there (its pages, its data and its CV part stay).
     *
     * @minItems 1
     */
    sections: SectionId[];
  };
  /**
   * Optional settings of the projects pages, which exist when the content has projects.md (and projects.<lang>.md for every other language).
   */
  projects?: {
    /**
     * Where the 'Explore More' card on /projects points.
     */
    exploreMoreUrl: HttpUrl;
  };
  /**
   * Where `portfolio fetch-publications` imports the owner's works from.
   */
  publications: {
    /**
     * Where the owner's works are imported from, each source an object of one key naming its kind, e.g. [{ "openalex": { "authors": ["A5023888391"] } }].
     *
     * @maxItems 20
     */
    sources: PublicationSource[];
    /**
     * ORCID iD by which OpenAlex works are found, beside the openalex source's author ids (optional). To import the ORCID record itself, add an { "orcid": … } source.
     */
    orcid?: string;
    /**
     * OpenAlex work ids never to import (works wrongly attributed to the owner).
     */
    exclude: string[];
    /**
     * Ids of publications (W… or a hand-kept id) shown first on the home page, in this order (optional; else the newest).
     */
    featured?: string[];
  };
  /**
   * The CV generated from the content (the /cv/ page and a PDF per language).
   */
  cv?: {
    /**
     * Ids of the works the CV lists (OpenAlex W… or hand-kept ids), instead of all of them.
     */
    publications?: string[];
  };
  /**
   * Privacy-friendly analytics. With no endpoint nothing is ever sent.
   */
  analytics: {
    /**
     * URL receiving events by navigator.sendBeacon, or null.
     */
    endpoint: HttpUrl | null;
  };
}
/**
 * The site's accent colour per colour scheme and its font (docs/theme.md). Each is optional: what is left out keeps the product's.
 */
export interface Theme {
  accent?: Accent;
  /**
   * The text font: the visitor's system font (system, the default) or a font the site serves itself.
   */
  font?: "system" | "Inter" | "Source Serif 4" | "Atkinson Hyperlegible Next";
}
/**
 * The colour of links and primary buttons in each colour scheme; validate checks WCAG AA contrast (4.5:1).
 */
export interface Accent {
  light?: HexColour;
  dark?: HexColour;
}
/**
 * The owner, as shown in the hero, the contact card and the structured data.
 */
export interface Profile {
  /**
   * Full name.
   */
  name: string;
  /**
   * Brand initials in the header.
   */
  initials: string;
  /**
   * One line under the name, e.g. the current position.
   */
  subtitle: LocalizedText;
  /**
   * Research specialization line in the hero.
   */
  specialization: LocalizedText;
  /**
   * A short paragraph about the owner (meta description, hero, structured data).
   */
  about: LocalizedText;
  /**
   * Job title for structured data.
   */
  jobTitle: LocalizedText;
  /**
   * Current institution.
   */
  affiliation: string;
  /**
   * Optional public contact address.
   */
  email?: string;
  /**
   * City and country.
   */
  location: LocalizedText;
  /**
   * ORCID iD, bare (0000-0002-1825-0097).
   */
  orcid?: string;
  /**
   * Profiles elsewhere, shown as icon links in the hero, the contact card and the CV, in this order.
   */
  links: ProfileLink[];
  /**
   * Optional hand-made CV PDF, a path under content/ (files/…); published at the site root under its file name and offered instead of the generated CV.
   */
  cv?: string;
  photo?: ProfilePhoto;
  /**
   * Optional research keywords, per language (portfolio init fills them from the owner's top OpenAlex topics).
   */
  researchKeywords?: LocalizedTextList;
}
/**
 * One link: a known kind (email, orcid, scholar, github, gitlab, linkedin, researchgate, mastodon, bluesky, x, website) is drawn with its icon and name; any other kind needs a label.
 */
export interface ProfileLink {
  /**
   * What the link is: email, orcid, scholar, github, gitlab, linkedin, researchgate, mastodon, bluesky, x, website, or a word of your own (lowercase) with a label.
   */
  kind: string;
  /**
   * Where it goes: mailto:you@example.org for email, an https:// address otherwise.
   */
  url: string;
  /**
   * The link's name, shown to readers; required for a kind that is not a known one.
   */
  label?: string;
}
/**
 * Optional portrait shown in the hero: any JPEG, PNG or WebP of at least 320×320 pixels; the build makes the sizes the page needs.
 */
export interface ProfilePhoto {
  /**
   * The photo, a JPEG, PNG or WebP file under content/images/ (images/….jpg|jpeg|png|webp).
   */
  path: string;
  /**
   * Text alternative of the photo, e.g. 'Portrait of Ada Lovelace'.
   */
  alt: LocalizedText;
}
/**
 * Optional: the research spotlight video (without it the site has no spotlight section and no Watch Video button).
 */
export interface Spotlight {
  /**
   * Section title.
   */
  title: LocalizedText;
  /**
   * Title of the article the video presents.
   */
  articleTitle: LocalizedText;
  /**
   * What the video shows.
   */
  description: LocalizedText;
  /**
   * Where the article was published.
   */
  publishedIn: LocalizedText;
  /**
   * YouTube video id; played from youtube-nocookie.com only after the visitor presses play.
   */
  youtubeId: string;
  /**
   * Local poster image shown before playing, a path under content/.
   */
  poster: string;
  /**
   * Text alternative of the poster.
   */
  posterAlt: LocalizedText;
}
/**
 * Optional picture of link previews (Open Graph, X/Twitter cards) when the site is shared: PNG or JPEG, 1200×630 pixels as Open Graph recommends (most previewers ignore SVG). Without it previews show the spotlight poster.
 */
export interface SocialImage {
  /**
   * The image, a PNG or JPEG file under content/images/ (images/….png|jpg|jpeg).
   */
  path: string;
  /**
   * Text alternative of the image, for previewers that show one.
   */
  alt: LocalizedText;
}

/**
 * A colour written #rgb or #rrggbb.
 */
export type HexColour = string;

/**
 * One place the owner's works come from: an object with exactly one key, the kind of source (openalex, bibtex or orcid).
 */
export interface PublicationSource {
  openalex?: OpenAlexSource;
  /**
   * A BibTeX file in the content folder, e.g. publications.bib (what Zotero, JabRef, Google Scholar or al-folio's _bibliography/papers.bib give).
   */
  bibtex?: string;
  /**
   * An ORCID iD (0000-0002-1825-0097) whose public works are imported from ORCID itself.
   */
  orcid?: string;
}

/**
 * The works OpenAlex attributes to the owner.
 */
export interface OpenAlexSource {
  /**
   * OpenAlex author ids (A5023888391), one per profile OpenAlex split the owner into.
   *
   * @minItems 1
   * @maxItems 100
   */
  authors: string[];
}

/**
 * content/skills.json: the three skill cards and the research keywords.
 */
export interface SkillsFile {
  $schema?: string;
  /**
   * Research keywords shown under the skill cards.
   */
  keywords: LocalizedTextList;
  /**
   * Skills in display order; the card is chosen by category. The specification expects 5 programming, 5 analysis and 4 tools skills.
   *
   * @minItems 1
   */
  skills: Skill[];
}

export interface Skill {
  /**
   * Skill name: one string when it is the same in both languages ("Python"), else {"en", "fr"}.
   */
  name: string | LocalizedText;
  /**
   * Which card the skill is listed on.
   */
  category: "programming" | "analysis" | "tools";
  /**
   * What the owner does with it.
   */
  description: LocalizedText;
  /**
   * Applications.
   */
  examples: LocalizedTextList;
  /**
   * Recent projects that used it.
   */
  projects: LocalizedTextList;
}

/**
 * content/software.json (optional): the software, data sets, trained models and notebooks the owner made. Without the file the site has no Software and data section, page, navigation item, CV section or sitemap entry.
 */
export interface SoftwareFile {
  $schema?: string;
  items: SoftwareItem[];
}

/**
 * A proper name: one string, or a text in each site language.
 */
export type SoftwareName = string | LocalizedText;

export interface SoftwareItem {
  /**
   * Unique id (kebab-case): the item's anchor on /software/ (/software/#<id>) and its citation key.
   */
  id: string;
  /**
   * Its name: one string (a program's name is the same in every language), or a text in each site language.
   */
  name: SoftwareName;
  /**
   * software, dataset, model (a trained model) or notebook: the page groups items by kind, and a dataset is cited as a data set, the others as software.
   */
  kind: "software" | "dataset" | "model" | "notebook";
  /**
   * What it is and does, in each site language.
   */
  description: LocalizedText;
  /**
   * The day of the release shown (of `version` when given), YYYY-MM-DD: the page shows the newest first, and the site feed announces it.
   */
  date: string;
  /**
   * The version released that day ("2.1.0").
   */
  version?: string;
  /**
   * Its DOI without https://doi.org/ ("10.5281/zenodo.1234567"), e.g. of a Zenodo archive.
   */
  doi?: string;
  /**
   * Its page (documentation, landing page), https.
   */
  url?: string;
  /**
   * The address of its code forge repository, https ("https://github.com/owner/name", a GitLab or Codeberg project, Software Heritage).
   */
  repository?: string;
  /**
   * Its licence as an SPDX identifier ("MIT", "Apache-2.0", "CC-BY-4.0"; https://spdx.org/licenses/).
   */
  license?: string;
  /**
   * Its authors, as a hand-kept work's: a name, or an object with name and/or family and given.
   */
  authors?: ManualAuthor[];
  /**
   * The ids of the publications it implements or supports (as in publications.json, e.g. "W4409937165"): each paper's page lists it.
   */
  publications?: string[];
  /**
   * Its programming language ("Python"), for a program, a model or a notebook.
   */
  language?: string;
}

/**
 * content/strings.<lang>.json: interface strings that replace the product's (core/i18n/strings/<lang>.json), by dotted key (section.name). Every key must exist in the product's strings and keep its `{name}` placeholders. A language the product ships no strings for needs every key of the sections the site has.
 */
export interface UiStrings {
  $schema?: string;
  /**
   * This interface was referenced by `UiStrings`'s JSON-Schema definition
   * via the `patternProperty` "^[a-z][A-Za-z0-9]*(\.[a-z0-9][A-Za-z0-9]*)+$".
   */
  [k: string]: string | undefined;
}

/**
 * content/talks.json (optional): talks, seminars, posters and panels. Without the file the site has no Talks section, page, navigation item or sitemap entry.
 */
export interface TalksFile {
  $schema?: string;
  items: TalkItem[];
}

/**
 * A proper name: one string, or a text in each site language.
 */
export type TalkName = string | LocalizedText;

export interface TalkItem {
  /**
   * Unique id (kebab-case): the talk's anchor on /talks/ (/talks/#<id>).
   */
  id: string;
  /**
   * The talk's title in each site language.
   */
  title: LocalizedText;
  /**
   * The conference, seminar series or event.
   */
  event: TalkName;
  /**
   * Where: a city, an institution, or "Online".
   */
  location?: TalkName;
  /**
   * The day of the talk, YYYY-MM-DD. A talk after the build's edition date (publications.json updated_at) is upcoming.
   */
  date: string;
  /**
   * keynote, invited, contributed, seminar, poster, panel or outreach: shown as a label in the page's language.
   */
  type: "keynote" | "invited" | "contributed" | "seminar" | "poster" | "panel" | "outreach";
  /**
   * The event's or the talk's page (https).
   */
  url?: string;
  /**
   * The slides: a file under content/files/ ("files/<name>.pdf") or an https URL.
   */
  slides?: string;
  /**
   * The recording: a YouTube id (11 characters) or an https URL.
   */
  video?: string;
  /**
   * A short abstract in each site language.
   */
  abstract?: LocalizedText;
  /**
   * The id of the publication the talk presents (as in publications.json, e.g. "W4415582013").
   */
  publication?: string;
}

/**
 * content/teaching.json (optional): the courses taught and the students supervised. Without the file the site has no Teaching page, navigation item or sitemap entry.
 */
export interface TeachingFile {
  $schema?: string;
  courses: TeachingCourse[];
  supervision: SupervisedStudent[];
}

/**
 * YYYY-MM or YYYY-MM-DD.
 */
export type TeachingDate = string;

/**
 * A proper name: one string, or a text in each site language.
 */
export type TeachingName = string | LocalizedText;

export interface TeachingPeriod {
  start: TeachingDate;
  /**
   * YYYY-MM or YYYY-MM-DD; null while it goes on.
   */
  end: TeachingDate | null;
}

export interface TeachingCourse {
  /**
   * Unique id (kebab-case): the course's anchor on /teaching/.
   */
  id: string;
  /**
   * The course's title in each site language.
   */
  title: LocalizedText;
  /**
   * The university or school.
   */
  institution: TeachingName;
  role: "lecturer" | "teaching-assistant" | "guest-lecturer";
  level: "undergraduate" | "master" | "doctoral" | "professional";
  /**
   * When it was taught (one period per year or term).
   *
   * @minItems 1
   */
  periods: TeachingPeriod[];
  /**
   * Hours taught in each period.
   */
  hours?: number;
  /**
   * One or two sentences in each site language.
   */
  description?: LocalizedText;
  /**
   * The course's page (https).
   */
  url?: string;
}

export interface SupervisedStudent {
  /**
   * Unique id (kebab-case).
   */
  id: string;
  /**
   * The student's name.
   */
  name: string;
  level: "bachelor" | "master" | "doctoral" | "postdoc";
  start: TeachingDate;
  /**
   * YYYY-MM or YYYY-MM-DD; null while it goes on.
   */
  end: TeachingDate | null;
  /**
   * The thesis or project title in each site language.
   */
  thesis?: LocalizedText;
  /**
   * The other supervisors' names.
   */
  coSupervisors?: string[];
}

/**
 * content/experience.json and content/education.json: a timeline, shown newest first by start_date.
 */
export interface TimelineFile {
  $schema?: string;
  items: TimelineItem[];
}

export interface TimelineItem {
  /**
   * Unique id (kebab-case).
   */
  id: string;
  /**
   * Kind of entry.
   */
  category: "research" | "industry" | "teaching" | "degree" | "other";
  /**
   * Start month, YYYY-MM.
   */
  start_date: YearMonth;
  /**
   * End month, YYYY-MM, or null for present. Not before start_date.
   */
  end_date: YearMonth | null;
  /**
   * Position or degree.
   */
  title: LocalizedText;
  /**
   * Optional role.
   */
  role?: LocalizedText;
  /**
   * Employer or institution.
   */
  organization: string;
  /**
   * Optional city and country.
   */
  location?: LocalizedText;
  /**
   * One or two sentences.
   */
  summary: LocalizedText;
  /**
   * Optional 'Key Highlights'.
   */
  bullets?: LocalizedTextList;
  /**
   * Optional links.
   */
  links?: TimelineLink[];
}
export interface TimelineLink {
  label: LocalizedText;
  url: HttpUrl;
}
