/**
 * The headings list of a sidebar page other than the current one (see Sidebar). A section's lists
 * are one chunk of data (.site/anchors/{section}.json, written by src/node/content/emit.ts),
 * fetched once for all its pages.
 */
import { useEffect, useState } from 'react';
import { strings } from '../../../shared/strings';
import type { Anchor } from '../../../shared/types';
import { AnchorLinks } from './AnchorLinks';

type SectionLists = Record<string, Anchor[]>;

const loaded = new Map<string, Promise<SectionLists>>();

function load(section: string): Promise<SectionLists> {
  let lists = loaded.get(section);
  if (!lists) {
    lists = import(/* webpackChunkName: "routes" */ '@site/routes')
      .then((routes) => routes.anchors[section]?.())
      .then((module) => module?.default ?? {});
    // A failure is not kept: the next opening tries again.
    lists.catch(() => loaded.delete(section));
    loaded.set(section, lists);
  }
  return lists;
}

export function SidebarLists({ section, url }: { section: string; url: string }): React.JSX.Element {
  const [lists, setLists] = useState<SectionLists | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    load(section).then(
      (value) => live && setLists(value),
      () => live && setLists('failed'),
    );
    return () => {
      live = false;
    };
  }, [section]);
  if (lists && lists !== 'failed') return <>{AnchorLinks({ base: url, anchors: lists[url] ?? [] })}</>;
  return <li className="sidebar__anchors-status">{lists ? strings.anchorsFailed : strings.loading}</li>;
}
