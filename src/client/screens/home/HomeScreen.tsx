/** The splash page: the rotating heading, the bundling diagram, the cube, the intro and the sponsors. */
import { MAIN_ID } from '../../../shared/dom';
import diagram from '@site/module-diagram.json';
import snippets from '@site/home-code.json';
import { useRef } from 'react';
import { Cube } from './Cube';
import { useAfter, useMotion } from './motion';
import { RotatingText } from './RotatingText';
import { Sponsors } from './Sponsors';
import { HOME_STRINGS as s } from './strings';
import './home.css';

/**
 * The spec's numbers for the splash page, and when the diagram starts moving: with the heading's
 * first change and the cube's first turn, so the splash holds still while the page loads (starting
 * its layers' animations costs the main thread as much as the rest of the page's first seconds).
 */
export const HOME_MOTION = {
  heading: { firstDelay: 5000, repeatDelay: 5000, maxWidth: 110 },
  cube: { depth: 120, repeatDelay: 5000 },
  diagram: { firstDelay: 5000 },
} as const;

/** A code block highlighted at build time, with its copy button (src/node/home/code.ts). */
function Code({ html }: { html: string }): React.JSX.Element {
  return <div className="home__code" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The bundling diagram, drawn at build time; its layers move only while it may (see motion.ts). */
function Diagram(): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const allowed = useMotion(box);
  const started = useAfter(HOME_MOTION.diagram.firstDelay);
  const moving = allowed && started;
  return (
    <div ref={box} className="home__diagram" data-moving={moving} dangerouslySetInnerHTML={{ __html: diagram.svg }} />
  );
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
          <Code html={snippets.index} />
          <Code html={snippets.greet} />
        </div>
        <div className="intro__step">
          <h2>{s.bundleTitle}</h2>
          <p>{s.bundleText}</p>
          <Code html={snippets.run} />
          <Code html={snippets.html} />
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
