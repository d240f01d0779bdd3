import type { ProductCardView } from '@dar/commerce-hooks/server';
import { assetUrl } from '../images';

/** Cards with their picture at the card preset (640×480) rather than the full original. */
export function withCardImages<T extends ProductCardView>(cards: readonly T[]): T[] {
  return cards.map((card) => ({
    ...card,
    imageUrl: card.imageUrl ? assetUrl(card.imageUrl, 'card') : null,
  }));
}
