'use client';

import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';

import { IconChevronDown } from '../Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<
  AriaDisclosureProps,
  'className' | 'style' | 'render' | 'children'
> {
  /** The always-visible question or section name ("What is your return policy?"). */
  title: ReactNode;
  /** Shown when expanded. */
  children: ReactNode;
  /** The level of the heading around the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A section that opens and closes under its title (a FAQ answer, a product's care instructions).
 * The title is a button inside a heading, so it is found both by headings and by Tab; Enter or Space
 * toggles it.
 */
export function Disclosure({ title, children, headingLevel = 3, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <AriaHeading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <IconChevronDown className={styles.chevron} />
        </AriaButton>
      </AriaHeading>
      <AriaDisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </AriaDisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<
  AriaDisclosureGroupProps,
  'className' | 'style' | 'render' | 'children'
> {
  /** `Disclosure`s, each with an `id` so `expandedKeys` can name them. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A stack of `Disclosure`s (FAQs, filter groups). One open at a time unless
 * `allowsMultipleExpanded`.
 */
export function Accordion({ children, ...props }: AccordionProps) {
  return (
    <AriaDisclosureGroup {...props} className={styles.accordion}>
      {children}
    </AriaDisclosureGroup>
  );
}
