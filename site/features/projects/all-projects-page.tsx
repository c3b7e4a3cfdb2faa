import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { ArrowLeftIcon } from '../../shared/ui/icons/arrow-left-icon.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { GithubIcon } from '../../shared/ui/icons/github-icon.tsx';
import { ProjectCard } from './project-card.tsx';
import styles from './projects.module.css';
import { truncateDescription } from './truncate-description.ts';
import { useProjects } from './use-projects.ts';

/** The /projects page: every project, with cut descriptions, and an 'Explore More' card. */
export function AllProjectsPage() {
  const { t, path } = useI18n();
  const view = useProjects();

  return (
    <div className={styles.page}>
      <nav aria-label={t('projectsPage.navLabel')} className={styles.pageBar}>
        <a href={path('/')} className={styles.pageBarLink}>
          <ArrowLeftIcon />
          {t('projectsPage.backToPortfolio')}
        </a>
        {/* A full page load: the browser itself then jumps to the section of the prerendered home page. */}
        <a href={`${path('/')}#projects`} className={styles.pageBarLink}>
          {t('projectsPage.featured')}
        </a>
      </nav>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('projectsPage.title')}</h1>
        <p className={styles.sectionSubtitle}>{t('projectsPage.intro')}</p>
        {view.status === 'ready' && (
          <p className={styles.count}>{t('projectsPage.count', { n: view.projects.length })}</p>
        )}
      </header>
      {view.status === 'loading' ? (
        <p role="status" className={styles.loading}>
          {t('projects.loading')}
        </p>
      ) : (
        <ul className={styles.grid}>
          {view.projects.map((project, index) => (
            <li key={`${index}-${project.link}`} className={styles.gridItem}>
              <ProjectCard
                project={project}
                description={truncateDescription(project.description)}
                titleLevel="h2"
                imagePriority={index === 0}
              />
            </li>
          ))}
          <li className={styles.gridItem}>
            <ExploreMoreCard />
          </li>
        </ul>
      )}
    </div>
  );
}

/** Only with site.json's projects.exploreMoreUrl: a card leading to more work elsewhere. */
function ExploreMoreCard() {
  const { t } = useI18n();
  const site = useSite();
  if (site.projects === undefined) return null;
  return (
    <article className={`${styles.card} ${styles.exploreCard}`}>
      <GithubIcon className={styles.exploreIcon} />
      <h2 className={styles.cardTitle}>
        <ExternalLink href={site.projects.exploreMoreUrl} className={styles.exploreLink}>
          {t('projectsPage.exploreMore')}
          <ArrowRightIcon />
        </ExternalLink>
      </h2>
      <p className={styles.description}>{t('projectsPage.exploreMoreText')}</p>
    </article>
  );
}
