/**
 * What every page story shares: the shop's shell around a screen's sections, in the story's
 * language, and the outline check each page's play function runs. Not exported from the package:
 * the storefront builds its own layout from the same sections.
 */
import {
  AlertStrip,
  BreadcrumbTrail,
  Container,
  Footer,
  Header,
  Logo,
  Stack,
  type BreadcrumbTrailItem,
} from '@dar/ui';
import { useIntl } from '@dar/i18n/react';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';

import { alertFixture, footerHrefs, homeHrefs, navCategories } from '../../story-fixtures/shell';
import * as styles from './pages.css';

export type Locale = 'ar' | 'en';

/** The toolbar's locale global as one of the shop's languages, Arabic by default. */
export const pageLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'ar');

/** The home page, "/" or "/en". */
export const homeHref = (locale: Locale) => homeHrefs(locale).home;

/** A path in the story's language: unprefixed in Arabic, under /en in English. */
export const localised = (locale: Locale, path: string) => `${locale === 'en' ? '/en' : ''}${path}`;

export interface ShopPageProps {
  locale: Locale;
  children: ReactNode;
  /** The shop's announcement above the header: on the browsing pages, not in checkout or account. */
  alert?: boolean;
  /** The page's place in the catalogue, above its content. */
  breadcrumbs?: readonly BreadcrumbTrailItem[];
  /** The checkout and sign-in: the logo alone, so nothing leads away from the task. */
  minimal?: boolean;
  signedIn?: boolean;
  cartCount?: number;
  wishlistCount?: number;
  /** The content column's width; a form reads better narrow. */
  width?: 'sm' | 'md' | 'lg' | 'xl';
}

const subscribe = fn(async () => ({ ok: true as const }));
const search = fn();

/** A storefront page: alert, header, breadcrumbs, the one `main`, footer. */
export function ShopPage({
  locale,
  children,
  alert = false,
  breadcrumbs,
  minimal = false,
  signedIn = false,
  cartCount = 4,
  wishlistCount = 3,
  width = 'xl',
}: ShopPageProps) {
  // The footer, the alert strip and the breadcrumbs render on the server in the shop; here their
  // messages come from the story's provider.
  const intl = useIntl();
  return (
    <div className={styles.page}>
      {alert && <AlertStrip intl={intl} alert={alertFixture(locale)} />}
      {minimal ? (
        <header className={styles.minimalHeader}>
          <Logo intl={intl} href={homeHref(locale)} />
        </header>
      ) : (
        <Header
          intl={intl}
          categories={navCategories(locale)}
          wishlistCount={wishlistCount}
          cartCount={cartCount}
          signedIn={signedIn}
          hrefs={homeHrefs(locale)}
          onSearch={search}
        />
      )}
      <main className={styles.main}>
        <Container width={width} paddingBlock="lg">
          <Stack gap="xl">
            {breadcrumbs && <BreadcrumbTrail intl={intl} items={breadcrumbs} />}
            {children}
          </Stack>
        </Container>
      </main>
      <Footer
        intl={intl}
        hrefs={footerHrefs(locale)}
        onSubscribe={subscribe}
        year={2026}
        instalmentProviders={['valU']}
      />
    </div>
  );
}

const count = (root: HTMLElement, selector: string) => root.querySelectorAll(selector).length;

/**
 * The page's outline, as a screen reader's landmark and heading lists show it: one banner, one
 * main, one contentinfo; exactly one h1, first, and no level skipped after it; no repeated id.
 * Returns the h1 so the story can say what it must read.
 */
export async function expectPageOutline(root: HTMLElement): Promise<HTMLHeadingElement> {
  // Top-level only: a <header> inside an article or section is that part's header, not a banner.
  await expect(count(root, 'header:not(:is(article, aside, main, nav, section) header)')).toBe(1);
  await expect(count(root, 'main, [role="main"]')).toBe(1);
  await expect(count(root, 'footer:not(:is(article, aside, main, nav, section) footer)')).toBe(1);

  const headings = [...root.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6')].filter(
    (heading) => heading.checkVisibility(),
  );
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  await expect(levels[0]).toBe(1);
  const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
  await expect(skips).toEqual([]);

  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  await expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  return headings[0]!;
}
