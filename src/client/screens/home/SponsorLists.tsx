/** The sponsor lists themselves: a lazy chunk, loaded with their data after the home page mounts. */
import { useState } from 'react';
import { SPONSOR_GROUPS, type AmountMode, type SponsorTile, type SponsorView } from '../../../shared/sponsors';
import { GroupFrame, type SponsorListsProps } from './SponsorFrame';
import { HOME_STRINGS } from './strings';

/**
 * The lists the build made from data/sponsors/ (grouped, ranked, amounts formatted: see
 * `sponsorView`), emitted with a content hash.
 */
const DATA_URL = new URL('@site/sponsors.json', import.meta.url);

let request: Promise<SponsorView> | undefined;

/** The lists' data; a failed request is tried again by the next call. */
export function loadSponsorData(): Promise<SponsorView> {
  request ??= fetch(DATA_URL).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${DATA_URL.pathname}`);
    return (await response.json()) as SponsorView;
  });
  request.catch(() => {
    request = undefined; // a later mount tries again
  });
  return request;
}

function Tile({ sponsor, mode }: { sponsor: SponsorTile; mode: AmountMode }): React.JSX.Element {
  const [broken, setBroken] = useState(false);
  const amount = sponsor.amounts[mode];
  const logo =
    sponsor.image && !broken ? (
      <img
        className="sponsor__image"
        src={sponsor.image}
        alt={sponsor.name}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    ) : (
      <span className="sponsor__name">{sponsor.name}</span>
    );
  return (
    <li className="sponsor" data-sponsor={sponsor.slug}>
      {sponsor.website ? (
        <a className="sponsor__logo" href={sponsor.website} rel="sponsored noopener" target="_blank">
          {logo}
        </a>
      ) : (
        <span className="sponsor__logo">{logo}</span>
      )}
      <span className="sponsor__amount">{amount === null ? '\u00a0' : HOME_STRINGS.amount(amount, mode)}</span>
    </li>
  );
}

export function SponsorLists({ mode, data }: SponsorListsProps): React.JSX.Element {
  const groups = data.groups[mode];
  return (
    <div className="sponsors__groups" data-sponsors="loaded" data-mode={mode}>
      {SPONSOR_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <GroupFrame key={group} group={group}>
          {groups[group].flatMap((i) => {
            const sponsor = data.sponsors[i];
            return sponsor ? [<Tile key={sponsor.slug} sponsor={sponsor} mode={mode} />] : [];
          })}
        </GroupFrame>
      ))}
    </div>
  );
}
