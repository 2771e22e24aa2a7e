/** /organization/: the projects of the webpack ecosystem, with their activity badges and maintainers. */
import { MAIN_ID } from '../../../shared/dom';
import projects from '../../../../data/organization.json';
import { strings } from '../../../shared/strings';
import { useEffect, useRef, useState } from 'react';
import { BADGE_HEIGHT, projectBadges, type Badge, type Project } from '../../../shared/organization';
import './organization.css';

const MAINTAINER_NEEDED = 'Maintainer needed...';

/**
 * A badge image in a box of its size; where it cannot load (offline, blocked), a text badge of the
 * same size in its place: its label, and that the figure is unavailable.
 */
function BadgeImage({ badge }: { badge: Badge }): React.JSX.Element {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page was hydrated fired its error event too early.
  useEffect(() => {
    const node = image.current;
    if (node?.complete && node.naturalWidth === 0 && node.currentSrc) setBroken(true);
  }, []);
  if (broken) {
    return (
      <span
        className="badge-fallback"
        role="img"
        aria-label={`${badge.alt}: ${strings.badgeUnavailable}`}
        data-badge={badge.kind}
      >
        <span className="badge-fallback__label">{badge.label}</span>
        <span className="badge-fallback__value" aria-hidden="true">
          –
        </span>
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={badge.url}
      alt={badge.alt}
      width={badge.width}
      height={BADGE_HEIGHT}
      loading="lazy"
      decoding="async"
      data-badge={badge.kind}
      onError={() => setBroken(true)}
    />
  );
}

function ProjectCard({ project }: { project: Project }): React.JSX.Element {
  const [downloads, stars, ...rest] = projectBadges(project);
  const commits = rest.filter((b) => b.kind === 'commits');
  const issues = rest.filter((b) => b.kind !== 'commits');
  const row = (label: string, badges: Badge[]) => (
    <div className="project__badges">
      <dt>{label}</dt>
      <dd>
        {badges.map((badge) => (
          <BadgeImage key={badge.url} badge={badge} />
        ))}
      </dd>
    </div>
  );
  return (
    <li className="project" data-project={project.repo}>
      <h2 className="project__title">
        <a href={`https://github.com/${project.repo}`}>{project.repo}</a>
      </h2>
      <p className="project__description">{project.description}</p>
      <dl className="project__facts">
        {row(
          'Usage',
          [downloads, stars].filter((b) => b !== undefined),
        )}
        {row('Commits since', commits)}
        {row('Open', issues)}
        <div className="project__maintainer">
          <dt>Maintainer</dt>
          <dd>
            {project.maintainer ? (
              <a href={`https://github.com/${project.maintainer}`}>@{project.maintainer}</a>
            ) : (
              <em>{MAINTAINER_NEEDED}</em>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export default function OrganizationScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="screen organization" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.organizationTitle}</h1>
      <p>{strings.organizationDescription}</p>
      <p>
        {projects.length} projects. Badges come from shields.io and show npm downloads per month, GitHub stars, commits
        in the last 6 months, 3 months, month and week, and open issues and pull requests. A project without a
        maintainer says so: if you use it, consider stepping in.
      </p>
      <ul className="projects">
        {(projects as Project[]).map((project) => (
          <ProjectCard key={project.repo} project={project} />
        ))}
      </ul>
    </main>
  );
}
