import type { Project } from '../../../schemas/types.generated.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { ExternalLinkIcon } from '../../shared/ui/icons/external-link-icon.tsx';
import { GithubIcon } from '../../shared/ui/icons/github-icon.tsx';
import { ProjectImage } from './project-image.tsx';
import styles from './projects.module.css';

interface ProjectCardProps {
  project: Project;
  /** The description as this card shows it (whole on the home page, cut on /projects). */
  description: string;
  /** One level below the heading of the section or page the card is in. */
  titleLevel: 'h2' | 'h3';
  /** The first card of /projects: its image is on screen as the page opens. */
  imagePriority?: boolean;
}

export function ProjectCard({ project, description, titleLevel: Title, imagePriority = false }: ProjectCardProps) {
  const { t } = useI18n();
  return (
    <article className={styles.card}>
      {project.image && <ProjectImage src={project.image} priority={imagePriority} />}
      <div className={styles.cardBody}>
        <Title className={styles.cardTitle}>{project.title}</Title>
        <p className={styles.description}>{description}</p>
        <div className={styles.links}>
          <ExternalLink href={project.link} className={styles.viewLink}>
            <ExternalLinkIcon />
            {t('projects.view')}
            <span className="visually-hidden"> {project.title}</span>
          </ExternalLink>
          {project.githubLink && (
            <ExternalLink href={project.githubLink} className={styles.codeLink}>
              <GithubIcon />
              {t('projects.code')}
              <span className="visually-hidden"> {project.title}</span>
            </ExternalLink>
          )}
        </div>
      </div>
    </article>
  );
}
