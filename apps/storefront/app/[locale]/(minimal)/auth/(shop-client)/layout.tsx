import type { ReactNode } from 'react';
import { localeParam } from '../../../../../lib/locale';
import { PersonalClientProvider } from '@dar/commerce-hooks';

/**
 * The auth pages whose forms call the Shop API from the browser (sign-up, the emailed codes and
 * links, password recovery): their views use `@dar/commerce-hooks`' hooks under the page's Shop
 * API client. `/auth` itself (sign-in) is a native form posted to a route handler and needs none.
 */
export default async function ShopClientLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PersonalClientProvider locale={await localeParam(params)}>{children}</PersonalClientProvider>
  );
}
