import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { AlertStripIsland, ShopFooterIsland, ShopHeaderIsland } from '../../../lib/islands/islands';

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
      <ShopFooterIsland locale={locale} hrefs={footerHrefs(locale)} />
    </>
  );
}
