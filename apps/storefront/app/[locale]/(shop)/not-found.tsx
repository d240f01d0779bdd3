import { Container } from '@dar/ui';
import { NotFoundScreen, rootLocale } from '../../../lib/not-found-screen';

/**
 * `notFound()` from a page of the default layout (an unknown category, sub-category, collection
 * or product): the error screen inside the shop's header and footer. The layout owns `main`.
 */
export default async function ShopNotFound() {
  return (
    <Container>
      <NotFoundScreen locale={await rootLocale()} />
    </Container>
  );
}
