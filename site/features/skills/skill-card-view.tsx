import type { Skill } from '../../../schemas/types.generated.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ChevronDownIcon } from '../../shared/ui/icons/chevron-down-icon.tsx';
import { skillDetailId, skillName, type SkillCard, type SkillCategory } from './skill-cards.ts';
import styles from './skills.module.css';

interface SkillCardViewProps {
  card: SkillCard;
  /** Position of the expanded skill on this card, if any. */
  openIndex: number | undefined;
  onToggle: (index: number) => void;
}

/**
 * A card of skill toggles. Every detail region is in the HTML (hidden until its skill is expanded), so each
 * toggle's aria-controls always points at an element; without JavaScript every region shows, under its name.
 */
export function SkillCardView({ card, openIndex, onToggle }: SkillCardViewProps) {
  const { t, language } = useI18n();
  const titleId = `skills-${card.category}-title`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t(`skills.${card.category}`)}
      </h3>
      <ul className={styles.pills} data-needs-script>
        {card.skills.map((skill, index) => (
          <li key={index}>
            <button
              type="button"
              id={`${skillDetailId(card.category, index)}-toggle`}
              className={styles.pill}
              aria-expanded={openIndex === index}
              aria-controls={skillDetailId(card.category, index)}
              onClick={() => onToggle(index)}
            >
              {skillName(skill, language)}
              <ChevronDownIcon className={styles.pillChevron} />
            </button>
          </li>
        ))}
      </ul>
      {card.skills.map((skill, index) => (
        <SkillDetail
          key={index}
          skill={skill}
          category={card.category}
          index={index}
          open={openIndex === index}
        />
      ))}
    </article>
  );
}

function SkillDetail({
  skill,
  category,
  index,
  open,
}: {
  skill: Skill;
  category: SkillCategory;
  index: number;
  open: boolean;
}) {
  const { t, language } = useI18n();
  const id = skillDetailId(category, index);
  // The name heads the region only without script: with it, the expanded toggle above names the skill.

  return (
    <div id={id} hidden={!open} className={styles.detail} data-shown-without-script>
      <h4 className={styles.detailName} hidden data-shown-without-script>
        {skillName(skill, language)}
      </h4>
      <p className={styles.detailDescription}>{skill.description[language]}</p>
      <DetailList title={t('skills.applications')} items={skill.examples[language] ?? []} />
      <DetailList title={t('skills.recentProjects')} items={skill.projects[language] ?? []} />
    </div>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className={styles.detailHeading}>{title}</h4>
      <ul className={styles.detailList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
