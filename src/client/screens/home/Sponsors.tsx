/**
 * "Support the Team": the sponsors of webpack's Open Collective. The lists render only in the
 * browser: the prerendered page holds a placeholder with the same groups and as many empty tiles
 * (counts from the build), so nothing moves when the lists replace it.
 */
import { useEffect, useId, useState } from 'react';
import layout from '@site/sponsor-layout.json';
import { chooseAmountMode, SPONSOR_GROUPS, type AmountMode, type SponsorGroup } from '../../../shared/sponsors';
import { HOME_STRINGS } from './strings';
import type { SponsorListsProps } from './SponsorLists';

type Lists = (props: SponsorListsProps) => React.JSX.Element;

export function SponsorPlaceholder(): React.JSX.Element {
  return (
    <div className="sponsors__groups" data-sponsors="placeholder" aria-busy="true">
      {SPONSOR_GROUPS.filter((group) => layout[group] > 0).map((group) => (
        <GroupFrame key={group} group={group}>
          {Array.from({ length: layout[group] }, (_, i) => (
            <li key={i} className="sponsor sponsor--empty">
              <span className="sponsor__logo" />
              <span className="sponsor__amount">{'\u00a0'}</span>
            </li>
          ))}
        </GroupFrame>
      ))}
    </div>
  );
}

export function GroupFrame({ group, children }: { group: SponsorGroup; children: React.ReactNode }): React.JSX.Element {
  return (
    <section className={`sponsors__group sponsors__group--${group}`} aria-labelledby={`sponsors-${group}`}>
      <h3 id={`sponsors-${group}`}>{HOME_STRINGS.sponsorGroups[group]}</h3>
      <ul className="sponsors__list">{children}</ul>
    </section>
  );
}

export function Sponsors(): React.JSX.Element {
  const id = useId();
  // null until mounted: the server and the first browser render agree, then the browser chooses.
  const [mode, setMode] = useState<AmountMode | null>(null);
  const [Lists, setLists] = useState<Lists | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setMode(chooseAmountMode());
    import(/* webpackChunkName: "sponsor-lists" */ './SponsorLists').then(
      (module) => setLists(() => module.SponsorLists),
      () => setFailed(true),
    );
  }, []);

  return (
    <div className="sponsors">
      <p className="sponsors__mode">
        <input
          id={id}
          type="checkbox"
          checked={mode === 'monthly'}
          disabled={mode === null}
          onChange={(event) => setMode(event.target.checked ? 'monthly' : 'total')}
        />
        <label htmlFor={id}>{HOME_STRINGS.monthlyToggle}</label>
        <span className="sponsors__mode-note">{mode === 'monthly' ? HOME_STRINGS.showingMonthly : HOME_STRINGS.showingTotal}</span>
      </p>
      <p className="sponsors__note">{HOME_STRINGS.amountsNote}</p>
      {failed ? <p role="status">{HOME_STRINGS.sponsorsFailed}</p> : null}
      {Lists && mode ? <Lists mode={mode} /> : <SponsorPlaceholder />}
    </div>
  );
}
