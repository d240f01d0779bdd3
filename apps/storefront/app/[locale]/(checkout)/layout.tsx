import type { ReactNode } from 'react';
import { ScopeMessages } from '../../../lib/client-messages';
import { localeParam } from '../../../lib/locale';
import { MinimalHeader } from '../../../lib/shell/MinimalHeader';

/**
 * The checkout and checkout-state layouts (docs/product-spec.md §2): the logo home and the language switch, no
 * menu, search or cart to lead away from paying; the result pages keep it, so a failed payment's
 * "try again" is the only way on besides home.
 */
export default async function CheckoutLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  return (
    // The checkout's client components' messages, which no other page needs.
    <ScopeMessages locale={locale} scope="checkout">
      <MinimalHeader locale={locale} />
      <main id="main">{children}</main>
    </ScopeMessages>
  );
}
