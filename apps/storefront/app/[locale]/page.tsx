import { formatMoney } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { getHomeProducts } from '@dar/commerce-hooks/server';
import { localeParam } from '../../lib/locale';

// Cached for five minutes and cleared by the `catalogue` tag when staff edit the catalogue.
export const revalidate = 300;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  const { products, totalItems } = await getHomeProducts(locale);
  return (
    <main>
      <h1>{intl.formatMessage({ id: 'home.products.heading' })}</h1>
      <p>{intl.formatMessage({ id: 'home.products.count' }, { count: totalItems })}</p>
      <ul>
        {products.map((product) => (
          <li key={product.id} data-testid="product">
            <h2>{product.name}</h2>
            <p>{formatMoney(product.priceWithTax, product.currencyCode, locale)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
