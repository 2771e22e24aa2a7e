/** The splash page: the rotating heading, the bundling diagram, the cube, the intro and the sponsors. */
import { MAIN_ID } from '../../../shared/dom';
import diagram from '@site/module-diagram.json';
import { useRef } from 'react';
import { Cube } from './Cube';
import { useMotion } from './motion';
import { RotatingText } from './RotatingText';
import { Sponsors } from './Sponsors';
import { HOME_STRINGS as s } from './strings';
import './home.css';

/** The spec's numbers for the splash page. */
export const HOME_MOTION = {
  heading: { firstDelay: 5000, repeatDelay: 5000, maxWidth: 110 },
  cube: { depth: 120, repeatDelay: 5000 },
} as const;

const WRITE_INDEX = `import { greet } from './greet.js';

document.body.append(greet('webpack'));`;

const WRITE_GREET = `export function greet(name) {
  const heading = document.createElement('h1');
  heading.textContent = \`Hello, \${name}!\`;
  return heading;
}`;

const BUNDLE_RUN = `npx webpack --mode production`;

const BUNDLE_HTML = `<script src="dist/main.js"></script>`;

function Code({ title, code }: { title: string; code: string }): React.JSX.Element {
  return (
    <figure className="home__code">
      <figcaption>{title}</figcaption>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The bundling diagram, drawn at build time; its layers move only while it may (see motion.ts). */
function Diagram(): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const moving = useMotion(box);
  return <div ref={box} className="home__diagram" data-moving={moving} dangerouslySetInnerHTML={{ __html: diagram.svg }} />;
}

export default function HomeScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="home" tabIndex={-1}>
      <section className="splash">
        <div className="splash__text">
          <h1 className="splash__heading" tabIndex={-1}>
            <span className="visually-hidden">{s.headingFull}</span>
            <span aria-hidden="true">
              {s.headingStart} <RotatingText words={s.rotatingWords} {...HOME_MOTION.heading} />
            </span>
          </h1>
          <p className="splash__lead">{s.lead}</p>
          <p className="splash__actions">
            <a className="button" href="/guides/getting-started/">
              {s.getStarted}
            </a>
            <a className="button button--secondary" href="/concepts/">
              {s.readConcepts}
            </a>
          </p>
        </div>
        <div className="splash__cube">
          <Cube {...HOME_MOTION.cube} />
        </div>
      </section>

      <Diagram />

      <section className="intro" aria-label={s.introLabel}>
        <div className="intro__step">
          <h2>{s.writeTitle}</h2>
          <p>{s.writeText}</p>
          <Code title="src/index.js" code={WRITE_INDEX} />
          <Code title="src/greet.js" code={WRITE_GREET} />
        </div>
        <div className="intro__step">
          <h2>{s.bundleTitle}</h2>
          <p>{s.bundleText}</p>
          <Code title="Terminal" code={BUNDLE_RUN} />
          <Code title="index.html" code={BUNDLE_HTML} />
        </div>
        <div className="intro__step intro__step--dive">
          <h2>{s.diveTitle}</h2>
          <p>{s.diveText}</p>
          <ul className="intro__links">
            <li>
              <a href="/guides/">{s.diveGuides}</a>
            </li>
            <li>
              <a href="/concepts/">{s.diveConcepts}</a>
            </li>
            <li>
              <a href="/configuration/">{s.diveConfiguration}</a>
            </li>
          </ul>
        </div>
      </section>

      <section className="support" aria-labelledby="support-title">
        <h2 id="support-title">{s.supportTitle}</h2>
        <p>{s.supportText}</p>
        <p>
          <a className="button" href="https://opencollective.com/webpack">
            {s.supportLink}
          </a>
        </p>
        <Sponsors />
      </section>
    </main>
  );
}
