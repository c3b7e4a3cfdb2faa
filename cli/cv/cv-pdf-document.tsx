import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Cv, CvEntry, CvPublication } from '../../site/shared/cv/cv-model.ts';
import { authorRuns } from '../../site/shared/publications/author-runs.ts';
import { cvFontFamily } from './cv-fonts.ts';
import { itemMarker } from './cv-pagination.ts';

const ink = '#1f2933';
const muted = '#52606d';
const accent = '#0b5394';

const styles = StyleSheet.create({
  page: {
    fontFamily: cvFontFamily,
    fontSize: 9.5,
    color: ink,
    paddingTop: 42,
    paddingBottom: 56,
    paddingHorizontal: 48,
  },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  headline: { fontSize: 11, lineHeight: 1.3, color: muted, marginTop: 2 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
  contactItem: { marginRight: 12, color: accent, textDecoration: 'none' },
  heading: {
    fontSize: 12,
    lineHeight: 1.3,
    fontWeight: 700,
    color: accent,
    marginTop: 14,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: accent,
  },
  subheading: { fontSize: 10, lineHeight: 1.3, fontWeight: 700, marginTop: 6, marginBottom: 2 },
  entry: { marginBottom: 7 },
  entryTop: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 700, flexShrink: 1, paddingRight: 8 },
  dates: { color: muted },
  detail: { color: muted },
  role: { fontStyle: 'italic' },
  bullet: { flexDirection: 'row', marginLeft: 6 },
  bulletMark: { width: 8 },
  bulletText: { flex: 1 },
  link: { color: accent, textDecoration: 'none' },
  publication: { flexDirection: 'row', marginBottom: 4 },
  publicationNumber: { width: 20, color: muted },
  publicationText: { flex: 1 },
  owner: { fontWeight: 700 },
  footerLeft: { position: 'absolute', bottom: 28, left: 48, fontSize: 8, color: muted },
  // The body's line height is set below the page: react-pdf draws nothing for a per-page text (render) under one.
  body: { fontSize: 9.5, lineHeight: 1.4 },
  footerRight: {
    position: 'absolute',
    bottom: 28,
    left: 300,
    right: 48,
    fontSize: 8,
    color: muted,
    textAlign: 'right',
  },
});

export interface CvPdfMetadata {
  title: string;
  subject: string;
  /** Fixed creation and modification date, from the content: two builds give the same bytes. */
  date: Date;
  pageLabel: (pageNumber: number, totalPages: number) => string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View>
      <Text style={styles.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function Entry({ entry }: { entry: CvEntry }) {
  const where = [entry.organization, entry.location].filter((part) => part !== '').join(' · ');
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryTop}>
        <Text style={styles.entryTitle}>{entry.title}</Text>
        <Text style={styles.dates}>{entry.dates}</Text>
      </View>
      <Text style={styles.detail}>{where}</Text>
      {entry.role !== '' && <Text style={styles.role}>{entry.role}</Text>}
      {entry.summary !== '' && <Text>{entry.summary}</Text>}
      {entry.bullets.map((bullet, index) => (
        <View key={index} style={styles.bullet}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{bullet}</Text>
        </View>
      ))}
    </View>
  );
}

function Authors({ publication, etAl }: { publication: CvPublication; etAl: string }) {
  return (
    <>
      {authorRuns(publication.authors, publication.authorsTruncated ? ` ${etAl}` : '').map((run, index) =>
        run.owner ? (
          <Text key={index} style={styles.owner}>
            {run.text}
          </Text>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

function PublicationItem({ publication, number, etAl, firstInGroup }: { publication: CvPublication; number: number; etAl: string; firstInGroup: boolean }) {
  const where = [publication.venue, publication.year].filter((part) => part !== '').join(', ');
  return (
    <View style={styles.publication} wrap={false} {...itemMarker(number - 1, firstInGroup)}>
      <Text style={styles.publicationNumber}>{number}.</Text>
      <Text style={styles.publicationText}>
        {publication.authors.length > 0 && <Authors publication={publication} etAl={etAl} />}
        {publication.authors.length > 0 ? '. ' : ''}
        <Link src={publication.url} style={styles.link}>
          {publication.title}
        </Link>
        {where === '' ? '.' : `. ${where}.`}
      </Text>
    </View>
  );
}

/**
 * The works of the CV's list, numbered in order across its groups, that one react-pdf <Page> holds: [start, end).
 * The first span also holds everything above the list. Spans split the list where a page break falls anyway
 * (cv-pagination.ts), so the pages are those of a single <Page>.
 */
export interface CvPageSpan {
  start: number;
  end: number;
}

function PublicationGroups({ cv, span }: { cv: Cv; span: CvPageSpan }) {
  let offset = 0;
  const groups = cv.publications.map((group) => {
    const first = offset;
    offset += group.items.length;
    const items = group.items.flatMap((publication, index) => {
      const at = first + index;
      if (at < span.start || at >= span.end) return [];
      return [<PublicationItem key={publication.id} publication={publication} number={at + 1} etAl={cv.headings.etAl} firstInGroup={index === 0} />];
    });
    if (items.length === 0) return null;
    return (
      <View key={group.heading}>
        {first >= span.start && (
          <Text style={styles.subheading} minPresenceAhead={30}>
            {group.heading}
          </Text>
        )}
        {items}
      </View>
    );
  });
  return <>{groups}</>;
}

export interface CvPdfDocumentProps {
  cv: Cv;
  meta: CvPdfMetadata;
  /** One <Page> per span; by default one for the whole CV. */
  spans?: readonly CvPageSpan[];
  /** react-pdf's own hook, given the laid-out document (used to find the page breaks). */
  onRender?: (props: object) => void;
}

/** The CV as a react-pdf document: A4, one column, sections the content has, a footer with page numbers. */
export function CvPdfDocument({ cv, meta, spans = [{ start: 0, end: Number.POSITIVE_INFINITY }], onRender }: CvPdfDocumentProps) {
  return (
    <Document
      title={meta.title}
      author={cv.name}
      subject={meta.subject}
      language={cv.language}
      creator="researcher-portfolio"
      producer="researcher-portfolio (@react-pdf/renderer)"
      creationDate={meta.date}
      modificationDate={meta.date}
      {...(onRender === undefined ? {} : { onRender })}
    >
      {spans.map((span) => (
        <Page key={span.start} size="A4" style={styles.page}>
          <Text style={styles.footerLeft} fixed>
            {`${cv.name} · ${cv.generated}`}
          </Text>
          <Text
            style={styles.footerRight}
            fixed
            render={({ pageNumber, totalPages }) => meta.pageLabel(pageNumber, totalPages ?? pageNumber)}
          />
          <View style={styles.body}>
            {span.start === 0 ? (
              <CvTop cv={cv} span={span} />
            ) : (
              <View>
                <PublicationGroups cv={cv} span={span} />
              </View>
            )}
          </View>
        </Page>
      ))}
    </Document>
  );
}

function CvTop({ cv, span }: { cv: Cv; span: CvPageSpan }) {
  const headline = [cv.jobTitle, cv.affiliation, cv.location].filter((part) => part !== '').join(' · ');
  return (
    <>
      <Text style={styles.name}>{cv.name}</Text>
      <Text style={styles.headline}>{headline}</Text>
      <View style={styles.contact}>
        {cv.contact.map((link) => (
          <Link key={link.url} src={link.url} style={styles.contactItem}>
            {link.text}
          </Link>
        ))}
      </View>

      {cv.about !== '' && (
        <Section title={cv.headings.about}>
          <Text>{cv.about}</Text>
        </Section>
      )}
      {cv.experience.length > 0 && (
        <Section title={cv.headings.experience}>
          {cv.experience.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Section>
      )}
      {cv.education.length > 0 && (
        <Section title={cv.headings.education}>
          {cv.education.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Section>
      )}
      {(cv.skills.length > 0 || cv.keywords.length > 0) && (
        <Section title={cv.headings.skills}>
          {cv.skills.map((group) => (
            <Text key={group.heading}>
              <Text style={styles.owner}>{group.heading}: </Text>
              {group.items.join(', ')}
            </Text>
          ))}
          {cv.keywords.length > 0 && (
            <Text>
              <Text style={styles.owner}>{cv.headings.keywords}: </Text>
              {cv.keywords.join(', ')}
            </Text>
          )}
        </Section>
      )}
      {cv.publications.length > 0 && (
        <Section title={cv.publicationsHeading}>
          <PublicationGroups cv={cv} span={span} />
        </Section>
      )}
    </>
  );
}
