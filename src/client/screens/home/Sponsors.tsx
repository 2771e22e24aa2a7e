/**
 * "Support the Team": the sponsors of webpack's Open Collective. The lists render only in the
 * browser: the prerendered page holds a placeholder with the same groups and as many empty tiles
 * (counts from the build), so nothing moves when the lists replace it.
 */
import { useEffect, useId, useState } from 'react';
import { chooseAmountMode, type AmountMode } from '../../../shared/sponsors';
import { SponsorPlaceholder, type SponsorListsProps } from './SponsorFrame';
import { HOME_STRINGS } from './strings';

type Lists = (props: SponsorListsProps) => React.JSX.Element;

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
        <span className="sponsors__mode-note">
          {mode === 'monthly' ? HOME_STRINGS.showingMonthly : HOME_STRINGS.showingTotal}
        </span>
      </p>
      <p className="sponsors__note">{HOME_STRINGS.amountsNote}</p>
      {failed ? <p role="status">{HOME_STRINGS.sponsorsFailed}</p> : null}
      {Lists && mode ? <Lists mode={mode} /> : <SponsorPlaceholder />}
    </div>
  );
}
