import { Box, Container } from '@dar/ui';
import type { ReactNode } from 'react';
import { ProfileNav } from '../../../../lib/account/ProfileNav';
import { ScopeMessages } from '../../../../lib/client-messages';
import { localeParam } from '../../../../lib/locale';
import { PersonalClientProvider } from '@dar/commerce-hooks';

/**
 * The account's frame (docs/product-spec.md §2): its menu beside the page from the tablet up, a row of tabs above
 * it on a phone. Each page checks the session itself (`requireCustomer` with its own path, so the
 * way back after signing in is that page).
 */
export default async function ProfileLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  return (
    // The account's client components' messages, which no other page needs.
    <ScopeMessages locale={locale} scope="account">
      <Container paddingBlock="lg">
        <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="xl">
          <Box flexShrink={0}>
            <ProfileNav locale={locale} />
          </Box>
          <Box flexGrow={1} flexShrink={1}>
            {/* The account's forms use @dar/commerce-hooks' hooks under the page's client. */}
            <PersonalClientProvider locale={locale}>{children}</PersonalClientProvider>
          </Box>
        </Box>
      </Container>
    </ScopeMessages>
  );
}
