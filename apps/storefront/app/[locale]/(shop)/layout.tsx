import { getIntl } from '@dar/i18n/server';
import { Footer } from '@dar/ui';
import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { AlertStripIsland, ShopHeaderIsland } from '../../../lib/islands/islands';
import { subscribeNewsletter } from '../../../lib/shell/newsletter-action';

/**
 * The default layout (docs/product-spec.md §2): alert strip, header, the page's one `main`, footer. A route group,
 * so the minimal (sign-in) and checkout layouts can sit beside it without this shell.
 */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  const { categories, alert } = await loadShell(locale);
  return (
    <>
      {alert && <AlertStripIsland alert={alert} />}
      <ShopHeaderIsland locale={locale} categories={navCategories(categories, locale)} />
      <main id="main">{children}</main>
      {/* A server part: its newsletter form posts to the Server Action before hydration (and
          with JavaScript off), and its client leaf is a native form without React Aria. */}
      <Footer
        intl={getIntl(locale)}
        hrefs={footerHrefs(locale)}
        newsletterAction={subscribeNewsletter.bind(null, locale)}
      />
    </>
  );
}
