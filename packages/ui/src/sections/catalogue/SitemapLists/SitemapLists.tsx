import { localDigits, type ShopIntl } from '@dar/i18n';

import { Link } from '../../../Link';
import { productHref } from '../../../ProductCard';
import { categoryHref } from '../CategoryTiles';
import * as styles from './SitemapLists.css';
import { usePartId } from '../../../partId';

export interface SitemapCategory {
  id: string;
  slug: string;
  name: string;
  /** Sub-categories, listed under their category. */
  children: { id: string; slug: string; name: string }[];
}

export interface SitemapProduct {
  slug: string;
  name: string;
}

export interface SitemapListsProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** Every category facet value (`getSitemapData().categories`). */
  categories: SitemapCategory[];
  /** Every product (docs/product-spec.md §9: the sitemap takes all of them). */
  products: SitemapProduct[];
  /** The level of the two list headings; the page title above them is one level up. */
  headingLevel?: 2 | 3;
}

/** The sitemap page (docs/product-spec.md §2): every category, with its sub-categories, then every product. */
export function SitemapLists({ intl, categories, products, headingLevel = 2 }: SitemapListsProps) {
  const categoriesId = usePartId('sitemap');
  const productsId = usePartId('sitemap');
  const Heading = `h${headingLevel}` as const;
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby={categoriesId}>
        <Heading id={categoriesId} className={styles.heading}>
          {t('catalogue.sitemap.categories')}
        </Heading>
        {categories.length === 0 ? (
          <p className={styles.none}>{t('catalogue.sitemap.noCategories')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={categoriesId}>
            {categories.map((category) => (
              <li key={category.id} className={styles.item}>
                <Link variant="standalone" href={categoryHref(category.slug)}>
                  {category.name}
                </Link>
                {category.children.length > 0 && (
                  <ul className={styles.subList}>
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link variant="standalone" href={categoryHref(child.slug, category.slug)}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby={productsId}>
        <Heading id={productsId} className={styles.heading}>
          {t('catalogue.sitemap.products')}
        </Heading>
        {products.length === 0 ? (
          <p className={styles.none}>{t('catalogue.sitemap.noProducts')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={productsId}>
            {products.map((product) => (
              <li key={product.slug} className={styles.item}>
                <Link variant="standalone" href={productHref(product.slug)}>
                  {localDigits(product.name, intl.locale)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
