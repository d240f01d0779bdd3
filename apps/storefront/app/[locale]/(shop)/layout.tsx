import { getIntl } from '@dar/i18n/server';
import { Footer } from '@dar/ui';
import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { AlertStripIsland, ShopHeaderIsland } from '../../../lib/islands/islands';
import { subscribeNewsletter } from '../../../lib/shell/newsletter-action';

/**
 * The default layout (spec §2): alert strip, header, the page's one `main`, footer. A route group,
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
      {/*
        Rendered here on the server: its links and the newsletter form are its only client leaves.
        The form posts to a Server Action, so a press before hydration (or with JavaScript off) is
        one ordinary form submission.
      */}
      <Footer
        intl={getIntl(locale)}
        hrefs={footerHrefs(locale)}
        newsletterAction={subscribeNewsletter.bind(null, locale)}
      />
    </>
  );
}
