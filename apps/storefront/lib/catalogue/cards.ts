import type { ProductCardView } from '@dar/commerce-hooks/server';
import type { PictureKind } from '@dar/tokens';
import { assetUrl } from '../images';
import { responsiveSrcSet } from '../responsive-images';

/**
 * Cards with their picture at the card preset (640×480) rather than the full original, and at
 * the widths a card may need (`imageSrcSet`), so a phone fetches a picture its size. `kind` is
 * where the cards show: a grid by default, whose shopper may choose one column on a phone (so the
 * widths go up to the widest), or a rail, whose cards are never wider than 256 px.
 */
export function withCardImages<T extends ProductCardView>(
  cards: readonly T[],
  kind: Extract<
    PictureKind,
    'productCardGridOneColumn' | 'productCardRail'
  > = 'productCardGridOneColumn',
): (T & { imageSrcSet?: string })[] {
  return cards.map((card) => ({
    ...card,
    imageUrl: card.imageUrl ? assetUrl(card.imageUrl, 'card') : null,
    ...(card.imageUrl ? { imageSrcSet: responsiveSrcSet(card.imageUrl, kind) } : {}),
  }));
}
