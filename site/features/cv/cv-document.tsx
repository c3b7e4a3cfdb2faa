import type { ReactNode } from 'react';
import type { Cv } from '../../../core/cv/cv-model.ts';
import type { AuthorRun, CvEntry, CvGroup, CvPublication, CvSection } from '../../../core/cv/cv-section.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { langAttribute } from '../../../core/i18n/text-language.ts';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import { ListGroups } from './cv-list-entry.tsx';
import styles from './cv.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`cv-${id}`} className={styles.section}>
      <h2 id={`cv-${id}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Entries({ entries }: { entries: CvEntry[] }) {
  return (
    <ol className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <div className={styles.entryTop}>
            <h3 className={styles.entryTitle}>{entry.title}</h3>
            <p className={styles.dates}>{entry.dates}</p>
          </div>
          <p className={styles.detail}>{[entry.organization, entry.location].filter((part) => part !== '').join(' · ')}</p>
          {entry.role !== '' && <p className={styles.role}>{entry.role}</p>}
          {entry.summary !== '' && <p>{entry.summary}</p>}
          {entry.bullets.length > 0 && (
            <ul className={styles.bullets}>
              {entry.bullets.map((bullet, index) => (
                <li key={index}>{bullet}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function Rows({ rows }: { rows: CvGroup<string>[] }) {
  return (
    <dl className={styles.skills}>
      {rows.map((row) => (
        <div key={row.heading} className={styles.skillRow}>
          <dt>{row.heading}</dt>
          <dd>{row.items.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The author line and its full stop, which joins the last run's text node (none for a work without authors). */
function endedLine(line: readonly AuthorRun[]): AuthorRun[] {
  const last = line.at(-1);
  if (last === undefined) return [];
  return last.owner ? [...line, { text: '. ', owner: false }] : [...line.slice(0, -1), { text: `${last.text}. `, owner: false }];
}

function PublicationItem({ publication, language }: { publication: CvPublication; language: string }) {
  const where = [publication.venue, publication.year].filter((part) => part !== '').join(', ');
  return (
    <li className={styles.publication}>
      {endedLine(publication.authorLine).map((run, index) => (run.owner ? <strong key={index}>{run.text}</strong> : run.text))}
      <a href={publication.url} className={styles.printUrl} lang={langAttribute(publication.textLanguage, language)}>
        {publication.title}
      </a>
      {where === '' ? '.' : `. ${where}.`}
    </li>
  );
}

/** The works under their kind's heading, numbered across the groups. */
function Works({ groups, language }: { groups: CvGroup<CvPublication>[]; language: string }) {
  let start = 1;
  return groups.map((group) => {
    const first = start;
    start += group.items.length;
    return (
      <div key={group.heading} className={styles.group}>
        <h3 className={styles.groupHeading}>{group.heading}</h3>
        <ol start={first} className={styles.publications}>
          {group.items.map((publication) => (
            <PublicationItem key={publication.id} publication={publication} language={language} />
          ))}
        </ol>
      </div>
    );
  });
}

/** A section's content, drawn by its layout. */
function SectionBody({ section, language }: { section: CvSection; language: string }) {
  switch (section.layout) {
    case 'entries':
      return <Entries entries={section.entries} />;
    case 'rows':
      return <Rows rows={section.rows} />;
    case 'works':
      return <Works groups={section.groups} language={language} />;
    case 'list':
      return <ListGroups groups={section.groups} />;
  }
}

/** The CV as a page: the same sections, in the same order, as the PDF; sections the content lacks are left out. */
export function CvDocument({ cv, pdfHref }: { cv: Cv; pdfHref: string }) {
  const { t } = useI18n();
  const headline = [cv.jobTitle, cv.affiliation, cv.location].filter((part) => part !== '').join(' · ');

  return (
    <article className={styles.page} aria-labelledby="cv-name" data-cv-page="">
      <div className={styles.top}>
        <p className={styles.eyebrow}>{t('cv.title')}</p>
        <h1 id="cv-name" className={styles.name}>
          {cv.name}
        </h1>
        <p className={styles.headline}>{headline}</p>
        <ul className={styles.contact} aria-label={t('cv.contact')}>
          {cv.contact.map((link) => (
            <li key={link.url}>
              <span className={styles.contactLabel}>{link.label}: </span>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
        <p className={styles.actions}>
          <a href={pdfHref} download className={styles.download}>
            <DownloadIcon />
            {t('cv.downloadPdf')}
          </a>
        </p>
      </div>

      {cv.about !== '' && (
        <Section id="about" title={cv.aboutHeading}>
          <p>{cv.about}</p>
        </Section>
      )}
      {cv.sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.heading}>
          <SectionBody section={section} language={cv.language} />
        </Section>
      ))}

      <p className={styles.generated}>
        <time dateTime={cv.generatedIso}>{cv.generated}</time>
      </p>
    </article>
  );
}
