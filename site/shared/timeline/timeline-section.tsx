import type { ReactNode } from 'react';
import styles from './timeline.module.css';

interface TimelineSectionProps {
  /** The section's id: its collection's (experience, education). */
  id: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of a home-page timeline section: the id the navigation scrolls to, and its heading. */
export function TimelineSection({ id, title, subtitle, children }: TimelineSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionSubtitle}>{subtitle}</p>
      </header>
      {children}
    </section>
  );
}
