import { getIntl } from '@dar/i18n/server';
import { AlertStrip, Footer } from '@dar/ui';
import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { ShopHeaderIsland } from '../../../lib/islands/islands';
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
  const intl = getIntl(locale);
  return (
    <>
      {/* A server part: the message and its link are in the HTML; its client leaf is the native
          close button. */}
      {alert && <AlertStrip intl={intl} alert={alert} />}
      <ShopHeaderIsland locale={locale} categories={navCategories(categories, locale)} />
      <main id="main">{children}</main>
      {/* A server part: its newsletter form posts to the Server Action before hydration (and
          with JavaScript off), and its client leaf is a native form without React Aria. */}
      <Footer
        intl={intl}
        hrefs={footerHrefs(locale)}
        newsletterAction={subscribeNewsletter.bind(null, locale)}
      />
    </>
  );
}
