import { describe, expect, it } from 'vitest';
import { EnvironmentError, readEnvironment } from '../../../environment';
import { collectionTags, productTags, promotionTags } from './revalidation-tags';

describe('STOREFRONT_REVALIDATE_URL and _SECRET', () => {
  it('are off when the URL is unset', () => {
    expect(readEnvironment({}).storefrontRevalidation).toBeUndefined();
  });

  it('need an http(s) URL and a secret of at least 16 characters', () => {
    expect(
      readEnvironment({
        STOREFRONT_REVALIDATE_URL: 'https://dar.example/api/revalidate',
        STOREFRONT_REVALIDATE_SECRET: 'sixteen-chars-ok',
      }).storefrontRevalidation,
    ).toEqual({ url: 'https://dar.example/api/revalidate', secret: 'sixteen-chars-ok' });
    for (const env of [
      { STOREFRONT_REVALIDATE_URL: 'https://dar.example/api/revalidate' },
      {
        STOREFRONT_REVALIDATE_URL: 'https://dar.example/api/revalidate',
        STOREFRONT_REVALIDATE_SECRET: 'short',
      },
      {
        STOREFRONT_REVALIDATE_URL: 'ftp://dar.example',
        STOREFRONT_REVALIDATE_SECRET: 'sixteen-chars-ok',
      },
    ]) {
      expect(() => readEnvironment(env)).toThrow(EnvironmentError);
    }
  });
});

describe('storefront tags', () => {
  it('name a product under each of its slugs, once, with the pages that list it', () => {
    expect(productTags(['nile-sofa', 'nile-sofa', 'كنبة-النيل', ''])).toEqual([
      'product:nile-sofa',
      'product:كنبة-النيل',
      'listing',
      'home',
      'sitemap',
    ]);
  });

  it('name a collection with the menu and the sitemap, and a promotion with home and the wheel', () => {
    expect(collectionTags(['bedroom'])).toEqual(['collection:bedroom', 'collections', 'sitemap']);
    expect(promotionTags()).toEqual(['home', 'merchandising']);
  });
});
