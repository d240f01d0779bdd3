import { AlertStrip } from '@dar/ui';
import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { ShopFooter } from '../../../lib/shell/ShopFooter';
import { ShopHeader } from '../../../lib/shell/ShopHeader';

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
      {alert && <AlertStrip alert={alert} />}
      <ShopHeader locale={locale} categories={navCategories(categories, locale)} />
      <main id="main">{children}</main>
      <ShopFooter locale={locale} hrefs={footerHrefs(locale)} />
    </>
  );
}
