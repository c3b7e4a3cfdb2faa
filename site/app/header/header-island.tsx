import type { ReactNode } from 'react';
import type { CollectionItemHead, NavLinks } from '../../../core/collections/collection-model.ts';
import { collectionModels } from '../../../core/collections/registry.ts';
import { pageAt } from '../../../core/site/page-urls.ts';
import { itemDataKeyOf, togglesToWrittenTwin } from '../../../core/site/site-pages.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { Island } from '../../shared/islands/island.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { Header, type OwnLink } from './header.tsx';

/** The collections whose build writes header links (an owner's pages with `nav: true`), by their section. */
const navLinkSources = collectionModels.flatMap((model) => ('navLinks' in model ? [{ section: model.section, dataKey: model.navLinks.dataKey }] : []));

/** The links of these data files, in order, handed to `children` once read (one component per file: one hook each). */
function WithNavLinks({ keys, read, children }: { keys: readonly string[]; read: readonly OwnLink[]; children: (links: readonly OwnLink[]) => ReactNode }) {
  if (keys.length === 0) return children(read);
  return <NavLinksFile dataKey={keys[0]!} rest={keys.slice(1)} read={read} children={children} />;
}

function NavLinksFile({ dataKey, rest, read, children }: { dataKey: string; rest: readonly string[]; read: readonly OwnLink[]; children: (links: readonly OwnLink[]) => ReactNode }) {
  const { path } = useI18n();
  const file = useData<NavLinks | undefined>(dataKey as DataKey);
  const links = file.status === 'success' ? (file.data?.links ?? []) : [];
  return <WithNavLinks keys={rest} read={[...read, ...links.map((link) => ({ href: path(`${link.neutralPath}/`), label: link.label }))]} children={children} />;
}

/** The languages the item of an owner's page is written in (its head's), for the language toggle. */
function WrittenIn({ dataKey, children }: { dataKey: string; children: (languages: readonly string[] | undefined) => ReactNode }) {
  const item = useData<{ head?: CollectionItemHead } | undefined>(dataKey as DataKey);
  return children(item.status === 'success' ? item.data?.head?.languages : undefined);
}

/**
 * The header's island: its props are what it needs besides the page's data that every island reads — the links
 * to an owner's pages (their data files) and, on such a page, the languages it is written in — so its hydration
 * reads no other file.
 */
export function HeaderIsland({ pathname }: { pathname: string }) {
  const { language } = useI18n();
  const sections = useSections();
  const keys = navLinkSources.filter((source) => sections.includes(source.section)).map((source) => source.dataKey(language));
  const { page, itemKey } = pageAt(pathname, sections);
  const writtenInKey = page !== 'notFound' && togglesToWrittenTwin(page) && itemKey !== undefined ? itemDataKeyOf(page, language, itemKey) : undefined;
  const island = (ownLinks: readonly OwnLink[], writtenIn: readonly string[] | undefined) => (
    <Island name="header" props={{ pathname, ownLinks, ...(writtenIn === undefined ? {} : { writtenIn }) }}>
      <Header pathname={pathname} ownLinks={ownLinks} writtenIn={writtenIn} />
    </Island>
  );
  return (
    <WithNavLinks keys={keys} read={[]}>
      {(ownLinks) => (writtenInKey === undefined ? island(ownLinks, undefined) : <WrittenIn dataKey={writtenInKey}>{(writtenIn) => island(ownLinks, writtenIn)}</WrittenIn>)}
    </WithNavLinks>
  );
}
