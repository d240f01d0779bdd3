import { Container } from '@dar/ui';
import { NotFoundScreen, rootLocale } from '../../lib/not-found-screen';

/**
 * A page of ours that found nothing (`notFound()` for an unknown product, category or post), in
 * the locale layout. The locale is the root layout's param and the path comes from the client
 * router: reading request headers here would make every catalogue page that can 404 dynamic.
 * Unmatched URLs get `global-not-found.tsx`, which shows the same screen.
 */
export default async function LocaleNotFound() {
  return (
    <Container as="main">
      <NotFoundScreen locale={await rootLocale()} />
    </Container>
  );
}
