/**
 * What the sponsor section draws around its lists, the same before and after they load: a group's
 * frame, and the placeholder the prerendered page holds (the groups and as many empty tiles as
 * the lists will have, counted by the build).
 */
import layout from '@site/sponsor-layout.json';
import { SPONSOR_GROUPS, type AmountMode, type SponsorGroup, type SponsorView } from '../../../shared/sponsors';
import { HOME_STRINGS } from './strings';

/** What the lazy lists take (./SponsorLists): the amount to show and the build's lists. */
export interface SponsorListsProps {
  mode: AmountMode;
  data: SponsorView;
}

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
