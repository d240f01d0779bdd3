import { notFound } from 'next/navigation';

/** Any path no route claims gets the locale's 404 screen, inside the locale's layout. */
export default function UnmatchedRoute() {
  notFound();
}
