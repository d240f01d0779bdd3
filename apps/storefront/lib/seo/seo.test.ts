import type { ProductDetail } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { describe, expect, it } from 'vitest';
import type { SiteMapData } from '../data/sitemap';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './json-ld';
import { homeMetadata, listingMetadata, productMetadata, searchMetadata } from './metadata';
import { absoluteUrl, languageAlternates, siteUrl } from './site';
import { buildRobots, buildSitemap } from './sitemap';
import { truncate } from './text';

const BASE = 'https://dar.example';
const t = (locale: 'ar' | 'en') => getIntl(locale).formatMessage as never;

const sofa = {
  id: '1',
  name: 'Nile three-seater sofa',
  slug: 'nile-three-seater-sofa',
  description: '<p>Deep seats &amp; linen covers.</p><script>alert(1)</script>',
  featuredAsset: { id: 'a1', preview: '/assets/preview/ab/sofa.jpg' },
  assets: [
    { id: 'a1', preview: '/assets/preview/ab/sofa.jpg', width: 1600, height: 1200 },
    { id: 'a2', preview: 'https://cdn.dar.example/assets/sofa-2.jpg', width: 1600, height: 1200 },
  ],
  variants: [
    {
      id: 'v1',
      name: 'Linen',
      sku: 'NILE-3-LIN',
      stockLevel: 'IN_STOCK',
      priceWithTax: 1299950,
      currencyCode: 'EGP',
    },
    {
      id: 'v2',
      name: 'Velvet',
      sku: 'NILE-3-VEL',
      stockLevel: 'OUT_OF_STOCK',
      priceWithTax: 1499950,
      currencyCode: 'EGP',
    },
  ],
  customFields: {},
  collections: [],
  facetValues: [],
} as unknown as ProductDetail;

describe('site URLs', () => {
  it('takes the first STOREFRONT_URL origin without trailing slash', () => {
    expect(siteUrl({ STOREFRONT_URL: 'https://dar.example/, https://www.dar.example' })).toBe(BASE);
    expect(siteUrl({})).toBe('http://localhost:3000');
  });

  it('gives Arabic the bare URL and English /en, with x-default on the Arabic one', () => {
    expect(absoluteUrl('/', 'ar', BASE)).toBe('https://dar.example/');
    expect(absoluteUrl('/', 'en', BASE)).toBe('https://dar.example/en');
    expect(languageAlternates('/products/c/bedroom?page=2', BASE)).toEqual({
      ar: 'https://dar.example/products/c/bedroom?page=2',
      en: 'https://dar.example/en/products/c/bedroom?page=2',
      'x-default': 'https://dar.example/products/c/bedroom?page=2',
    });
  });
});

describe('page metadata', () => {
  it('gives the home page its own title in each language, canonical and alternates', () => {
    const ar = homeMetadata('ar', t('ar'));
    const en = homeMetadata('en', t('en'));
    expect(en.title).toEqual({ absolute: 'Dar — furniture for every home' });
    expect(ar.title).not.toEqual(en.title);
    expect(en.alternates?.canonical).toMatch(/\/en$/);
    expect(Object.keys(en.alternates?.languages ?? {})).toEqual(['ar', 'en', 'x-default']);
  });

  it('names a listing after its collection, with the page number in title and canonical only', () => {
    const meta = listingMetadata('en', t('en'), {
      path: '/products/c/bedroom',
      collection: { name: 'Bedroom', description: null },
      params: { page: 3 },
    });
    expect(meta.title).toBe('Bedroom – page 3');
    expect(String(meta.alternates?.canonical)).toMatch(/\/en\/products\/c\/bedroom\?page=3$/);
    expect(meta.description).toContain('Bedroom at Dar');
    const all = listingMetadata('ar', t('ar'), {
      path: '/products',
      collection: null,
      params: { page: 1 },
    });
    expect(all.title).toBe('كل الأثاث');
    expect(String(all.alternates?.canonical)).toMatch(/\/products$/);
  });

  it('describes a product from its text, and shows its pictures absolute', () => {
    const meta = productMetadata('en', t('en'), sofa, BASE);
    expect(meta.title).toBe('Nile three-seater sofa');
    expect(meta.description).toBe('Deep seats & linen covers.');
    expect(meta.alternates?.canonical).toBe(
      'https://dar.example/en/products/nile-three-seater-sofa',
    );
    const urls = (metadata: typeof meta) =>
      (metadata.openGraph?.images as { url: string }[]).map((image) => image.url);
    expect(urls(meta)).toEqual(['https://dar.example/assets/preview/ab/sofa.jpg?preset=detail']);
    // A picture on a CDN keeps its own address.
    const fromCdn = { ...sofa, assets: [...sofa.assets].reverse() };
    expect(urls(productMetadata('en', t('en'), fromCdn, BASE))).toEqual([
      'https://cdn.dar.example/assets/sofa-2.jpg?preset=detail',
    ]);
    // The card takes the Open Graph pictures; none are repeated for it.
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [] });
  });

  it('keeps search results out of the index', () => {
    const meta = searchMetadata('ar', t('ar'), 'كنبة');
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.title).toBe('نتائج البحث عن «كنبة»');
  });

  it('cuts long descriptions on a word', () => {
    const long = truncate('word '.repeat(60), 160);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('JSON-LD', () => {
  it('offers a product in EGP per variant with its availability', () => {
    const data = productJsonLd(sofa, 'ar', { base: BASE, brand: 'دار' });
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'https://dar.example/products/nile-three-seater-sofa',
      sku: 'NILE-3-LIN',
      brand: { '@type': 'Brand', name: 'دار' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EGP',
        lowPrice: '12999.50',
        highPrice: '14999.50',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
    });
    const offers = (data.offers as { offers: { availability: string; price: string }[] }).offers;
    expect(offers.map((offer) => [offer.price, offer.availability])).toEqual([
      ['12999.50', 'https://schema.org/InStock'],
      ['14999.50', 'https://schema.org/OutOfStock'],
    ]);
  });

  it('gives a one-variant product a single Offer', () => {
    const single = { ...sofa, variants: [sofa.variants[1]!] } as ProductDetail;
    expect(productJsonLd(single, 'en', { base: BASE, brand: 'Dar' }).offers).toMatchObject({
      '@type': 'Offer',
      price: '14999.50',
      priceCurrency: 'EGP',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('lists breadcrumbs with positions and URLs in the page language', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Bedroom', path: '/products/c/bedroom' },
        ],
        'en',
        BASE,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dar.example/en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Bedroom',
        item: 'https://dar.example/en/products/c/bedroom',
      },
    ]);
  });

  it('gives the organization its logo and the support line 16358', () => {
    expect(organizationJsonLd('ar', { name: 'دار', base: BASE })).toMatchObject({
      '@type': 'Organization',
      url: 'https://dar.example/',
      logo: 'https://dar.example/logo.png',
      contactPoint: { telephone: '16358', contactType: 'customer service' },
    });
  });

  it('escapes markup so a description cannot end the script, and stays the same JSON', () => {
    const data = { '@type': 'Product', name: '</script><script>alert(1)</script> & more' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('blog post structured data', () => {
  it('is a BlogPosting at the post URL of its language, with an absolute picture', () => {
    const post = {
      slug: 'how-to-choose-a-sofa',
      title: 'How to choose the right sofa',
      excerpt: 'Measure the room first.',
      publishedAt: '2026-10-24T09:00:00.000Z',
      imageUrl: '/assets/preview/ab/sofa.jpg?preset=detail',
    };
    expect(articleJsonLd(post, 'en', { publisher: 'Dar', base: BASE })).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to choose the right sofa',
      url: 'https://dar.example/en/blog/how-to-choose-a-sofa',
      inLanguage: 'en',
      datePublished: '2026-10-24T09:00:00.000Z',
      image: ['https://dar.example/assets/preview/ab/sofa.jpg?preset=detail'],
      publisher: { '@type': 'Organization', name: 'Dar' },
    });
    const ar = articleJsonLd({ ...post, publishedAt: null, imageUrl: null }, 'ar', {
      publisher: 'دار',
      base: BASE,
    });
    expect(ar.url).toBe('https://dar.example/blog/how-to-choose-a-sofa');
    expect(ar).not.toHaveProperty('datePublished');
    expect(ar).not.toHaveProperty('image');
  });
});

describe('sitemap.xml and robots.txt', () => {
  const data: SiteMapData = {
    products: [{ path: '/products/nile-sofa', lastModified: '2026-11-01T00:00:00.000Z' }],
    categories: [{ path: '/products/c/bedroom' }],
    subCategories: [{ path: '/products/c/bedroom/beds' }],
    collections: [{ path: '/collection/ramadan' }],
    blogPosts: [{ path: '/blog/choosing-a-sofa' }],
    staticPages: [{ path: '/' }, { path: '/about' }],
  };

  it('lists every page in both languages, each with its alternates', () => {
    const entries = buildSitemap(data, BASE);
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://dar.example/',
      'https://dar.example/en',
      'https://dar.example/products/c/bedroom',
      'https://dar.example/en/products/c/bedroom',
      'https://dar.example/products/c/bedroom/beds',
      'https://dar.example/en/products/c/bedroom/beds',
      'https://dar.example/collection/ramadan',
      'https://dar.example/en/collection/ramadan',
      'https://dar.example/products/nile-sofa',
      'https://dar.example/en/products/nile-sofa',
      'https://dar.example/blog/choosing-a-sofa',
      'https://dar.example/en/blog/choosing-a-sofa',
      'https://dar.example/about',
      'https://dar.example/en/about',
    ]);
    const product = entries.find((entry) => entry.url.endsWith('/en/products/nile-sofa'));
    expect(product?.lastModified).toBe('2026-11-01T00:00:00.000Z');
    expect(product?.alternates?.languages).toEqual({
      ar: 'https://dar.example/products/nile-sofa',
      en: 'https://dar.example/en/products/nile-sofa',
      'x-default': 'https://dar.example/products/nile-sofa',
    });
  });

  it('keeps cart, checkout, profile and auth out in both languages and names the sitemap', () => {
    const robots = buildRobots(BASE);
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    for (const path of ['/cart', '/checkout', '/profile', '/auth', '/en/cart', '/en/auth']) {
      expect(rules?.disallow).toContain(path);
    }
    expect(robots.sitemap).toBe('https://dar.example/sitemap.xml');
  });
});
