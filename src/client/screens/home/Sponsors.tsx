/**
 * "Support the Team": the sponsors of webpack's Open Collective. The lists render only in the
 * browser: the prerendered page holds a placeholder with the same groups and as many empty tiles
 * (counts from the build), so nothing moves when the lists replace it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { chooseAmountMode, type AmountMode, type SponsorView } from '../../../shared/sponsors';
import { useInView } from './motion';
import { SponsorPlaceholder, type SponsorListsProps } from './SponsorFrame';
import { HOME_STRINGS } from './strings';

/**
 * How far below the viewport the section may still be when its lists start to load: one screen,
 * so they are in before a reader scrolling down reaches them. On a phone, where the section
 * starts more than two screens down, a reader who reads only the splash never loads them, nor
 * pays for their render while the page starts; a wider window starts with the section within
 * that screen and loads them at once.
 */
export const SPONSORS_LOAD_AHEAD = '0px 0px 100% 0px';

/** The lazy chunk's lists and the data they draw, both in. */
interface Loaded {
  Lists: (props: SponsorListsProps) => React.JSX.Element;
  data: SponsorView;
}

export function Sponsors(): React.JSX.Element {
  const id = useId();
  // null until the lists are in: the server and the first browser render agree, then the browser
  // chooses. The lists' chunk and their data load together and arrive as one update, so the
  // section changes once (each change costs a render, a layout and a paint while the page loads).
  const [mode, setMode] = useState<AmountMode | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const reached = useInView(box, SPONSORS_LOAD_AHEAD, true);

  useEffect(() => {
    if (!reached) return undefined;
    let mounted = true;
    import(/* webpackChunkName: "sponsor-lists" */ './SponsorLists')
      .then(async (module) => ({ Lists: module.SponsorLists, data: await module.loadSponsorData() }))
      .then(
        (lists) => {
          if (!mounted) return;
          setMode(chooseAmountMode());
          setLoaded(lists);
        },
        () => mounted && setFailed(true),
      );
    return () => {
      mounted = false;
    };
  }, [reached]);

  return (
    <div ref={box} className="sponsors">
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
      {loaded && mode ? <loaded.Lists mode={mode} data={loaded.data} /> : failed ? null : <SponsorPlaceholder />}
    </div>
  );
}
