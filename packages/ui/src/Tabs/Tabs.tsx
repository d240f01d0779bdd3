'use client';

import type { ReactNode, Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style' | 'render' | 'children'>;

export interface TabsProps extends Unstyled<AriaTabsProps> {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Views of one thing, one at a time (a product's description, care instructions and specification).
 * Arrow keys move between tabs in the reading direction, so they reverse in Arabic; Home and End
 * jump to the first and last.
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={styles.tabs}>
      {children}
    </AriaTabs>
  );
}

export interface TabListProps<T extends object = object> extends Unstyled<AriaTabListProps<T>> {
  /** What the tabs switch between, for screen readers ("Product details"). */
  'aria-label': string;
  children: ReactNode;
}

export function TabList<T extends object = object>({ children, ...props }: TabListProps<T>) {
  return (
    <AriaTabList {...props} className={styles.tabList}>
      {children}
    </AriaTabList>
  );
}

export interface TabProps extends Unstyled<AriaTabProps> {
  /** Matches the `id` of its `TabPanel`. */
  id: Key;
  children: ReactNode;
}

export function Tab({ children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={styles.tab}>
      {children}
    </AriaTab>
  );
}

export interface TabPanelProps extends Unstyled<AriaTabPanelProps> {
  /** Matches the `id` of its `Tab`. */
  id: Key;
  children: ReactNode;
}

export function TabPanel({ children, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} className={styles.tabPanel}>
      {children}
    </AriaTabPanel>
  );
}
