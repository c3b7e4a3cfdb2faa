import { readYaml } from '../front-matter.ts';
import type { OldProfile } from '../old-site.ts';
import { text } from '../jekyll/front-matter-values.ts';
import type { JekyllFile } from '../jekyll/jekyll-files.ts';
import { type BodyContext, importBody, importFile } from '../jekyll/import-body.ts';
import { redirectFrom } from '../jekyll/permalinks.ts';
import { plainText } from '../jekyll/liquid.ts';
import { demoAboutStart } from './al-folio-demo.ts';
import { readSocials } from './al-folio-socials.ts';

/** The owner as al-folio describes them: `_config.yml`'s name, the social links, `_pages/about.md` and the CV page's PDF. */

export interface ProfileSources {
  config: Record<string, unknown>;
  /** `_data/socials.yml`'s text, when the site has one (recent al-folio). */
  socialsText: string | null;
  about: JekyllFile | null;
  cvPage: JekyllFile | null;
}

const isExampleAddress = (email: string): boolean => /@example\.(?:com|org)$/i.test(email);

export function readProfile(sources: ProfileSources, context: BodyContext): OldProfile {
  const { config, about } = sources;
  const fullName = ['first_name', 'middle_name', 'last_name'].map((key) => text(config, key)).filter((part) => part !== null).join(' ');
  const title = text(config, 'title');
  const socials = readSocialsFile(sources, context);
  const profile: OldProfile = {
    name: fullName !== '' ? fullName : title !== null && title !== 'blank' ? title : '',
    subtitle: null,
    affiliation: null,
    email: socials.email !== null && !isExampleAddress(socials.email) ? socials.email : null,
    location: null,
    about: '',
    interests: [],
    photo: null,
    orcid: socials.orcid,
    links: socials.links,
    cvPdf: null,
  };
  if (about !== null) {
    const { markdown, changes } = importBody(about, context);
    if (markdown.toLowerCase().startsWith(demoAboutStart)) {
      context.log.leftOut(about.path, "demo content al-folio ships (the example biography and portrait): write your own about text");
    } else {
      profile.about = markdown;
      const subtitle = plainText(text(about.data, 'subtitle') ?? '');
      profile.subtitle = subtitle === '' ? null : subtitle;
      const picture = about.data['profile'];
      const image = picture !== null && typeof picture === 'object' ? text(picture as Record<string, unknown>, 'image') : null;
      if (image !== null) {
        const path = importFile(image.includes('/') ? image : `assets/img/${image}`, context);
        if (path === null) changes.push(`its picture ${image} is not in the old site`);
        else profile.photo = { path, alt: null };
      }
      for (const address of redirectFrom(about.data)) context.log.redirect(address, '/');
      context.log.imported(about.path, 'the about text and picture of the profile', changes);
    }
  }
  profile.cvPdf = readCvPdf(sources.cvPage, context);
  return profile;
}

function readSocialsFile(sources: ProfileSources, context: BodyContext): ReturnType<typeof readSocials> {
  const fromConfig = readSocials(sources.config, 'known only');
  if (sources.socialsText === null) return fromConfig;
  const read = readYaml(sources.socialsText);
  if (!read.ok) {
    context.log.leftOut('_data/socials.yml', `line ${read.line}: not YAML (${read.message}); fix it and import again, or add your links to site.json`);
    return fromConfig;
  }
  const socials = readSocials(read.data, 'all');
  const unknown = socials.unknown.length === 0 ? [] : [`no kind in the new site for ${socials.unknown.join(', ')}: left out, add them as links with a label`];
  const example = socials.email !== null && isExampleAddress(socials.email) ? [`the example address ${socials.email} left out`] : [];
  context.log.imported('_data/socials.yml', `${socials.links.length} social links${socials.email !== null ? ' and the email address' : ''}`, [...unknown, ...example]);
  return socials;
}

/** `_pages/cv.md`'s `cv_pdf:` (a name in `assets/pdf/`, or a path); al-folio's `example_pdf.pdf` is its demo. */
function readCvPdf(cvPage: JekyllFile | null, context: BodyContext): string | null {
  const named = cvPage === null ? null : text(cvPage.data, 'cv_pdf');
  if (cvPage === null || named === null) return null;
  if (/example_pdf\.pdf$/.test(named)) return null;
  return importFile(named.includes('/') ? named : `assets/pdf/${named}`, context);
}
