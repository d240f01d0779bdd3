import { Container } from '@dar/ui';
import { NotFoundScreenIsland } from '../../../lib/islands/islands';

/**
 * `notFound()` from a page of the default layout (an unknown category, sub-category, collection
 * or product): the error screen inside the shop's header and footer. The layout owns `main`.
 */
export default function ShopNotFound() {
  return (
    <Container>
      <NotFoundScreenIsland />
    </Container>
  );
}
