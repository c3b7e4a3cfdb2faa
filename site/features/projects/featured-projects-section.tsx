import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { hasUnfeaturedProjects, selectFeaturedProjects } from './featured-projects.ts';
import { ProjectCard } from './project-card.tsx';
import styles from './projects.module.css';
import { useProjects } from './use-projects.ts';

/** Home page: the first three projects and, when there are more, a link to /projects. */
export function FeaturedProjectsSection() {
  const { t, path } = useI18n();
  const view = useProjects();

  return (
    <section id="projects" aria-labelledby="projects-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="projects-title" className={styles.sectionTitle}>
          {t('projects.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('projects.subtitle')}</p>
      </header>
      {view.status === 'loading' ? (
        <p role="status" className={styles.loading}>
          {t('projects.loading')}
        </p>
      ) : (
        <>
          <ul className={styles.grid}>
            {selectFeaturedProjects(view.projects).map((project, index) => (
              <li key={`${index}-${project.link}`} className={styles.gridItem}>
                <ProjectCard project={project} description={project.description} titleLevel="h3" />
              </li>
            ))}
          </ul>
          {hasUnfeaturedProjects(view.projects) && (
            <p className={styles.viewAllRow}>
              <a href={path('/projects/')} className={styles.viewAll}>
                {t('projects.viewAll')}
                <ArrowRightIcon />
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
