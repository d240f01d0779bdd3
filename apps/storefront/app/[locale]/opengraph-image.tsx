import { defaultLocale, isLocale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { brandImage } from '../../lib/seo/brand-image';

/**
 * The default Open Graph picture of every page in a language; a product page's metadata names
 * its own pictures instead (`productMetadata`), which take precedence.
 */
const size = { width: 1200, height: 630 };

export function generateImageMetadata({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  return [
    {
      id: 'default',
      size,
      contentType: 'image/png',
      alt: getIntl(locale).formatMessage({ id: 'home.title' }),
    },
  ];
}

export default function OpenGraphImage() {
  return brandImage({ ...size, markSize: 360 });
}
