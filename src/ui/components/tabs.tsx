import { Suspense, type ReactNode } from 'react';
import { v } from '../theme/css-variables';
import { lazyPart } from './lazy-part';
import { Skeleton, SkeletonGroup } from './skeleton';

export interface TabSpec {
  readonly id: string;
  readonly label: ReactNode;
  readonly panel: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly TabSpec[];
  /** Controlled selection; without it the first tab starts selected. */
  readonly selectedId?: string;
  readonly onSelect?: (id: string) => void;
}

const { Part: AriakitTabs, preload } = lazyPart<TabsProps>(() => import('./tabs.ariakit'));

export const preloadTabs = preload;

/**
 * Tabs within a page (Ariakit's Tab underneath, the ARIA tabs pattern): one tab stop, arrows move
 * between tabs, Home and End jump, the selected tab's panel follows. Not for site navigation (the
 * header's Home, Credit … are links). Its code loads when the page first shows it.
 */
export const Tabs = (props: TabsProps) => (
  <Suspense
    fallback={
      <SkeletonGroup>
        <Skeleton $width="50%" />
        <Skeleton $shape="block" $height={v.space[8]} />
      </SkeletonGroup>
    }
  >
    <AriakitTabs {...props} />
  </Suspense>
);
