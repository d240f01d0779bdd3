import { getHomeProducts } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { Container, Heading, ProductGrid, Stack } from '@dar/ui';
import { localeParam } from '../../lib/locale';

// Cached for five minutes and cleared by the `catalogue` tag when staff edit the catalogue.
export const revalidate = 300;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  const { products } = await getHomeProducts(locale);
  const heading = intl.formatMessage({ id: 'home.products.heading' });
  return (
    <Container as="main">
      <Stack gap="lg">
        <Heading level={1}>{heading}</Heading>
        <ProductGrid products={products} label={heading} headingLevel={2} />
      </Stack>
    </Container>
  );
}
