export {
  BannerSlot,
  PromoBanner,
  SuperBanner,
  type BannerSlotProps,
  type BannerView,
  type PromoBannerProps,
  type SuperBannerProps,
  type SuperBannerView,
} from './Banners';
