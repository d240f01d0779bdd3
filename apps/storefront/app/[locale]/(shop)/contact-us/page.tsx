import { getIntl } from '@dar/i18n/server';
import { Container } from '@dar/ui';
import type { Metadata } from 'next';
import { ContactView } from '../../../../lib/content/ContactView';
import { sendContact } from '../../../../lib/content/contact-action';
import { localeParam } from '../../../../lib/locale';
import { pageMetadata } from '../../../../lib/seo/metadata';
import { ScopeMessages } from '../../../../lib/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  return pageMetadata({
    locale,
    path: '/contact-us',
    title: intl.formatMessage({ id: 'content.contact.title' }),
    description: intl.formatMessage({ id: 'seo.contact.description' }),
  });
}

/**
 * `/contact-us` (docs/product-spec.md §2): the contact form (name, email, message). The page holds nothing but
 * the form, so it is static; sending goes through a Server Action, bound here to the page's language.
 */
export default async function ContactPage({ params }: Props) {
  const locale = await localeParam(params);
  return (
    <ScopeMessages locale={locale} scope="page:(shop)/contact-us">
      <Container width="md" paddingBlock="lg">
        <ContactView action={sendContact.bind(null, locale)} />
      </Container>
    </ScopeMessages>
  );
}
