import type { BannerView, SuperBannerView } from '@dar/ui';
import type { HomeData } from '../data/home';
import { assetUrl } from '../images';
import { responsiveSrcSet } from '../responsive-images';

/** The page's banners as the banner slots take them, pictures at the detail preset (1200 wide). */
export function bannerViews(data: Pick<HomeData, 'banners'>, page: string): BannerView[] {
  return data.banners.map((banner) => ({
    id: banner.id,
    page,
    position: banner.position,
    url: banner.url,
    title: banner.title,
    altText: banner.altText,
    imageUrl: banner.featuredAsset ? assetUrl(banner.featuredAsset.preview, 'detail') : null,
    ...(banner.featuredAsset
      ? {
          imageSrcSet: responsiveSrcSet(banner.featuredAsset.preview, 'banner'),
          width: banner.featuredAsset.width,
          height: banner.featuredAsset.height,
        }
      : {}),
  }));
}

export function superBannerView(data: Pick<HomeData, 'superBanner'>): SuperBannerView | null {
  const banner = data.superBanner;
  if (!banner) return null;
  return {
    id: banner.id,
    url: banner.url,
    title: banner.title,
    altText: banner.altText,
    imageUrl: banner.asset ? assetUrl(banner.asset.preview, 'detail') : null,
    ...(banner.asset
      ? {
          imageSrcSet: responsiveSrcSet(banner.asset.preview, 'banner'),
          width: banner.asset.width,
          height: banner.asset.height,
        }
      : {}),
  };
}
