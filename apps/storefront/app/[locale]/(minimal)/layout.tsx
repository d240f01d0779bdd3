import { Container } from '@dar/ui';
import type { ReactNode } from 'react';
import { ScopeMessages } from '../../../lib/client-messages';
import { localeParam } from '../../../lib/locale';
import { MinimalHeader } from '../../../lib/shell/MinimalHeader';

/**
 * The minimal layout (docs/product-spec.md §2): the auth pages — `/auth`, `/auth/register`, `/auth/otp`,
 * `/auth/forget-password`, `/auth/reset-password`, `/auth/reset-password-success` — show the
 * logo and the language switch above a narrow column, without the shop's header, footer or alert
 * strip. It has no page of its own yet: the auth routes go in this group (`(minimal)/auth/...`;
 * those whose forms call the Shop API from the browser under `auth/(shop-client)/`)
 * and get it by being here. Its header is unit-tested in `lib/shell/MinimalHeader.test.tsx`.
 */
export default async function MinimalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  return (
    // The auth forms' messages, which no other page needs.
    <ScopeMessages locale={locale} scope="auth">
      <MinimalHeader locale={locale} />
      <main id="main">
        <Container width="sm" paddingBlock="lg">
          {children}
        </Container>
      </main>
    </ScopeMessages>
  );
}
