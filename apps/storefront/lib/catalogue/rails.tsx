'use client';

import type { Locale } from '@dar/i18n';
import {
  HomeSection,
  RelatedProducts,
  type HomeSectionProps,
  type RelatedProductsProps,
} from '@dar/ui';
import { useGuestCardActions } from './guest-actions';

type Rail<P> = Omit<P, keyof ReturnType<typeof useGuestCardActions>> & { locale: Locale };

/** A home rail (most watched, new arrivals…) with the cards' actions. */
export function HomeRail({ locale, ...props }: Rail<HomeSectionProps>) {
  const { signIn: _signIn, ...actions } = useGuestCardActions(locale);
  return <HomeSection {...props} {...actions} />;
}

/** The product page's related products with the cards' actions. */
export function RelatedRail({ locale, ...props }: Rail<RelatedProductsProps>) {
  const { signIn: _signIn, ...actions } = useGuestCardActions(locale);
  return <RelatedProducts {...props} {...actions} />;
}
