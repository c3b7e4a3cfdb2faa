import { Fragment, type ReactNode } from 'react';
import type { Cv, CvEntry, CvPublication } from '../../../core/cv/cv-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { langAttribute } from '../../../core/i18n/text-language.ts';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import { linked, ListEntry } from './cv-list-entry.tsx';
import { Courses, Supervision, Talks } from './cv-talks-teaching.tsx';
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

function Awards({ awards }: Pick<Cv, 'awards'>) {
  return (
    <ul className={styles.entries}>
      {awards.map((award) => (
        <ListEntry key={award.id} title={award.title} dates={award.date} dateTime={award.dateIso} detail={award.organisation} text={award.description} />
      ))}
    </ul>
  );
}

function Grants({ grants }: Pick<Cv, 'grants'>) {
  return (
    <ul className={styles.entries}>
      {grants.map((grant) => (
        <ListEntry
          key={grant.id}
          title={linked(grant.title, grant.url)}
          dates={grant.dates}
          detail={[grant.funder, grant.role, grant.amount].filter((part) => part !== '').join(' · ')}
          text=""
        />
      ))}
    </ul>
  );
}

function Service({ service }: Pick<Cv, 'service'>) {
  return (
    <ul className={styles.entries}>
      {service.map((item) => (
        <ListEntry key={item.id} title={item.organisation} dates={item.dates} detail={item.kind} text={item.description} />
      ))}
    </ul>
  );
}

function PublicationItem({ publication, language }: { publication: CvPublication; language: string }) {
  const where = [publication.venue, publication.year].filter((part) => part !== '').join(', ');
  return (
    <li className={styles.publication}>
      {publication.authorLine.map((run, index) => (run.owner ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>))}
      {publication.authorLine.length > 0 ? '. ' : ''}
      <a href={publication.url} className={styles.printUrl} lang={langAttribute(publication.textLanguage, language)}>
        {publication.title}
      </a>
      {where === '' ? '.' : `. ${where}.`}
    </li>
  );
}

/** The CV as a page: the same sections, in the same order, as the PDF; sections the content lacks are left out. */
export function CvDocument({ cv, pdfHref }: { cv: Cv; pdfHref: string }) {
  const { t } = useI18n();
  const headline = [cv.jobTitle, cv.affiliation, cv.location].filter((part) => part !== '').join(' · ');
  let start = 1;

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
        <Section id="about" title={cv.headings.about}>
          <p>{cv.about}</p>
        </Section>
      )}
      {cv.experience.length > 0 && (
        <Section id="experience" title={cv.headings.experience}>
          <Entries entries={cv.experience} />
        </Section>
      )}
      {cv.education.length > 0 && (
        <Section id="education" title={cv.headings.education}>
          <Entries entries={cv.education} />
        </Section>
      )}
      {(cv.skills.length > 0 || cv.keywords.length > 0) && (
        <Section id="skills" title={cv.headings.skills}>
          <dl className={styles.skills}>
            {cv.skills.map((group) => (
              <div key={group.heading} className={styles.skillRow}>
                <dt>{group.heading}</dt>
                <dd>{group.items.join(', ')}</dd>
              </div>
            ))}
            {cv.keywords.length > 0 && (
              <div className={styles.skillRow}>
                <dt>{cv.headings.keywords}</dt>
                <dd>{cv.keywords.join(', ')}</dd>
              </div>
            )}
          </dl>
        </Section>
      )}
      {cv.publications.length > 0 && (
        <Section id="publications" title={cv.publicationsHeading}>
          {cv.publications.map((group) => {
            const first = start;
            start += group.items.length;
            return (
              <div key={group.heading} className={styles.group}>
                <h3 className={styles.groupHeading}>{group.heading}</h3>
                <ol start={first} className={styles.publications}>
                  {group.items.map((publication) => (
                    <PublicationItem key={publication.id} publication={publication} language={cv.language} />
                  ))}
                </ol>
              </div>
            );
          })}
        </Section>
      )}
      {cv.talks.length > 0 && (
        <Section id="talks" title={cv.headings.talks}>
          <Talks talks={cv.talks} />
        </Section>
      )}
      {cv.awards.length > 0 && (
        <Section id="awards" title={cv.headings.awards}>
          <Awards awards={cv.awards} />
        </Section>
      )}
      {cv.grants.length > 0 && (
        <Section id="grants" title={cv.headings.grants}>
          <Grants grants={cv.grants} />
        </Section>
      )}
      {cv.courses.length > 0 && (
        <Section id="teaching" title={cv.headings.teaching}>
          <Courses courses={cv.courses} />
        </Section>
      )}
      {cv.supervision.length > 0 && (
        <Section id="supervision" title={cv.headings.supervision}>
          <Supervision groups={cv.supervision} />
        </Section>
      )}
      {cv.service.length > 0 && (
        <Section id="service" title={cv.headings.service}>
          <Service service={cv.service} />
        </Section>
      )}

      <p className={styles.generated}>
        <time dateTime={cv.generatedIso}>{cv.generated}</time>
      </p>
    </article>
  );
}
