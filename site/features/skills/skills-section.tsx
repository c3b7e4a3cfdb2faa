import { useReducer } from 'react';
import type { SkillsFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SkillCardView } from './skill-card-view.tsx';
import { groupSkillsByCategory, openSkillsReducer } from './skill-cards.ts';
import styles from './skills.module.css';

/** Specification section 4: how long the section stays loading after a client-side fetch (the reveal's stagger). */
const revealDelayMs = 800;

/** Specification section 2, Skills: three cards of expandable skills and the research keywords. */
export function SkillsSection() {
  const { t } = useI18n();
  const skills = useStaggeredReveal(useData<SkillsFile>('skills'), revealDelayMs);

  return (
    <section id="skills" aria-labelledby="skills-title" className={styles.section}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="skills-title" className={styles.title}>
            {t('skills.title')}
          </h2>
          <p className={styles.subtitle}>{t('skills.subtitle')}</p>
        </header>
        {skills.status === 'loading' && <SkillsSkeleton />}
        {skills.status === 'error' && (
          <p role="alert" className={styles.error}>
            {t('common.error')}
          </p>
        )}
        {skills.status === 'success' && <SkillsContent file={skills.data} />}
      </div>
    </section>
  );
}

function SkillsContent({ file }: { file: SkillsFile }) {
  const { t, language } = useI18n();
  const [openSkills, dispatch] = useReducer(openSkillsReducer, {});
  const keywords = file.keywords[language] ?? [];

  return (
    <>
      <div className={styles.grid}>
        {groupSkillsByCategory(file.skills).map((card) => (
          <SkillCardView
            key={card.category}
            card={card}
            openIndex={openSkills[card.category]}
            onToggle={(index) => dispatch({ type: 'toggle', category: card.category, index })}
          />
        ))}
      </div>
      {keywords.length > 0 && (
        <div className={styles.keywords}>
          <h3 id="skills-keywords-title" className={styles.keywordsTitle}>
            {t('skills.keywords')}
          </h3>
          <ul aria-labelledby="skills-keywords-title" className={styles.chips}>
            {keywords.map((keyword, index) => (
              <li key={index} className={styles.chip}>
                {keyword}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

const skeletonCards = 3;
const skeletonPillsPerCard = 5;

/** Three placeholder cards with the real cards' shape, so nothing jumps when the skills arrive. */
function SkillsSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.grid} aria-busy="true" data-testid="skills-skeleton">
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
      {Array.from({ length: skeletonCards }, (_, card) => (
        <div key={card} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
          <div className={`${styles.skeletonBlock} ${styles.skeletonTitle}`} />
          <div className={styles.pills}>
            {Array.from({ length: skeletonPillsPerCard }, (_, pill) => (
              <div key={pill} className={`${styles.skeletonBlock} ${styles.skeletonPill}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
