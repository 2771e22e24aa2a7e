/** /organization/: the projects of the webpack ecosystem, with their activity badges and maintainers. */
import { MAIN_ID } from '../../../shared/dom';
import projects from '../../../../data/organization.json';
import { strings } from '../../../shared/strings';
import { BADGE_HEIGHT, projectBadges, type Project } from '../../../shared/organization';
import './organization.css';

const MAINTAINER_NEEDED = 'Maintainer needed...';

function ProjectCard({ project }: { project: Project }): React.JSX.Element {
  const [downloads, stars, ...rest] = projectBadges(project);
  const commits = rest.filter((b) => b.kind === 'commits');
  const issues = rest.filter((b) => b.kind !== 'commits');
  const row = (label: string, badges: (typeof rest)[number][]) => (
    <div className="project__badges">
      <dt>{label}</dt>
      <dd>
        {badges.map((badge) => (
          <img key={badge.url} src={badge.url} alt={badge.alt} width={badge.width} height={BADGE_HEIGHT} loading="lazy" decoding="async" data-badge={badge.kind} />
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
        {row('Usage', [downloads, stars].filter((b) => b !== undefined))}
        {row('Commits since', commits)}
        {row('Open', issues)}
        <div className="project__maintainer">
          <dt>Maintainer</dt>
          <dd>{project.maintainer ? <a href={`https://github.com/${project.maintainer}`}>@{project.maintainer}</a> : <em>{MAINTAINER_NEEDED}</em>}</dd>
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
        {projects.length} projects. Badges come from shields.io and show npm downloads per month, GitHub stars, commits in the last 6 months, 3 months, month and week, and open issues
        and pull requests. A project without a maintainer says so: if you use it, consider stepping in.
      </p>
      <ul className="projects">
        {(projects as Project[]).map((project) => (
          <ProjectCard key={project.repo} project={project} />
        ))}
      </ul>
    </main>
  );
}
