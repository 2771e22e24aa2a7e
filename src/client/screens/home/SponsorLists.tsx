/** The sponsor lists themselves: a lazy chunk, loaded after the home page mounts. */
import { useEffect, useState } from 'react';
import {
  amountOf,
  formatAmount,
  groupSponsors,
  SPONSOR_GROUPS,
  type AmountMode,
  type Sponsor,
  type SponsorData,
} from '../../../shared/sponsors';
import { GroupFrame, SponsorPlaceholder, type SponsorListsProps } from './SponsorFrame';
import { HOME_STRINGS } from './strings';

/** The data file the build copied from data/sponsors/, emitted with a content hash. */
const DATA_URL = new URL('@site/sponsors.json', import.meta.url);

let request: Promise<SponsorData> | undefined;

function loadData(): Promise<SponsorData> {
  request ??= fetch(DATA_URL).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${DATA_URL.pathname}`);
    return (await response.json()) as SponsorData;
  });
  request.catch(() => {
    request = undefined; // a later mount tries again
  });
  return request;
}

function SponsorTile({
  sponsor,
  mode,
  currency,
}: {
  sponsor: Sponsor;
  mode: AmountMode;
  currency: string;
}): React.JSX.Element {
  const [broken, setBroken] = useState(false);
  const amount = amountOf(sponsor, mode);
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
      <span className="sponsor__amount">
        {amount === null ? '\u00a0' : HOME_STRINGS.amount(formatAmount(amount, currency), mode)}
      </span>
    </li>
  );
}

export function SponsorLists({ mode }: SponsorListsProps): React.JSX.Element {
  const [data, setData] = useState<SponsorData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadData().then(setData, () => setFailed(true));
  }, []);
  if (failed) return <p role="status">{HOME_STRINGS.sponsorsFailed}</p>;
  if (!data) return <SponsorPlaceholder />;
  const groups = groupSponsors(data, mode);
  return (
    <div className="sponsors__groups" data-sponsors="loaded" data-mode={mode}>
      {SPONSOR_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <GroupFrame key={group} group={group}>
          {groups[group].map((sponsor) => (
            <SponsorTile key={sponsor.slug} sponsor={sponsor} mode={mode} currency={data.currency} />
          ))}
        </GroupFrame>
      ))}
    </div>
  );
}
