import { Container } from '@dar/ui';
import { NotFoundScreenIsland } from '../../lib/islands/islands';

/**
 * A page of ours that found nothing (`notFound()` for an unknown product, category or post), in
 * the locale layout. The locale and path come from the client router: reading request headers
 * here would make every catalogue page that can 404 dynamic. Unmatched URLs get
 * `global-not-found.tsx`, which shows the same screen.
 */
export default function LocaleNotFound() {
  return (
    <Container as="main">
      <NotFoundScreenIsland />
    </Container>
  );
}
