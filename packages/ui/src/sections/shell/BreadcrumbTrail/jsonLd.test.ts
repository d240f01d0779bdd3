import { describe, expect, it } from 'vitest';

import { breadcrumbListJsonLd } from './jsonLd';

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps from 1 and makes every address absolute', () => {
    const data = breadcrumbListJsonLd(
      [
        { label: 'الرئيسية', href: '/' },
        { label: 'الكنب', href: '/products/c/living-room/sofas' },
        { label: 'Layla sofa', href: '/en/products/layla-sofa' },
      ],
      'https://dar.example',
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://dar.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'الكنب',
        item: 'https://dar.example/products/c/living-room/sofas',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Layla sofa',
        item: 'https://dar.example/en/products/layla-sofa',
      },
    ]);
  });

  it('keeps an address that is already absolute', () => {
    const data = breadcrumbListJsonLd(
      [{ label: 'Blog', href: 'https://blog.dar.example/post' }],
      'https://dar.example',
    );
    expect(data.itemListElement[0]?.item).toBe('https://blog.dar.example/post');
  });
});
