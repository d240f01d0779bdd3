import type { ProductCardView } from '@dar/commerce-hooks/server';
import { assetUrl } from '../images';
import { responsiveSrcSet } from '../responsive-images';

/**
 * Cards with their picture at the card preset (640×480) rather than the full original, and at
 * the widths a card may need (`imageSrcSet`), so a phone fetches a picture its size.
 */
export function withCardImages<T extends ProductCardView>(
  cards: readonly T[],
): (T & { imageSrcSet?: string })[] {
  return cards.map((card) => ({
    ...card,
    imageUrl: card.imageUrl ? assetUrl(card.imageUrl, 'card') : null,
    ...(card.imageUrl ? { imageSrcSet: responsiveSrcSet(card.imageUrl, 'productCardGrid') } : {}),
  }));
}
