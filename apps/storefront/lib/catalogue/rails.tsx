'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import {
  HomeSection,
  RelatedProducts,
  type HomeSectionProps,
  type ProductCardActions,
  type RelatedProductsProps,
} from '@dar/ui';
import { useCardActions } from '../personal/card-actions';

type Rail<P> = Omit<P, keyof ProductCardActions | 'intl'> & { locale: Locale };

/** A home rail (most watched, new arrivals…) with the cards' actions. */
export function HomeRail({ locale, ...props }: Rail<HomeSectionProps>) {
  const actions = useCardActions(locale);
  return <HomeSection {...props} {...actions} intl={useIntl()} />;
}

/** The product page's related products with the cards' actions. */
export function RelatedRail({ locale, ...props }: Rail<RelatedProductsProps>) {
  const actions = useCardActions(locale);
  return <RelatedProducts {...props} {...actions} intl={useIntl()} />;
}
