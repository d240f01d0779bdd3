'use client';

import { localeConfig, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Box, Link, Logo, VisuallyHidden } from '@dar/ui';
import { usePathname } from 'next/navigation';
import { otherLanguageHref } from '../locale-links';

/**
 * The minimal layout's header (docs/product-spec.md §2: sign-in and the other auth pages): the logo home and the
 * language switch to the same page in the other language; no menu, search or cart to lead away
 * from the task. A client component, since the switch needs the page's own path.
 */
export function MinimalHeader({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const pathname = usePathname() ?? '/';
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Box
      as="header"
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="md"
      paddingBlock="sm"
      paddingInline="md"
      background="raised"
    >
      <Logo intl={intl} href={localeConfig[locale].prefix || '/'} />
      <Link variant="standalone" href={otherLanguageHref(pathname, locale)}>
        <span lang={other}>{intl.formatMessage({ id: 'shell.header.language' })}</span>
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.header.languageLabel' })}</VisuallyHidden>
      </Link>
    </Box>
  );
}
