import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';

/** Vendure's Shop API list limit: a longer list is read page by page. */
const PAGE_SIZE = 100;

/**
 * Every product of the catalogue with the given fields (GraphQL selection inside `items`), in
 * the language asked for, read page by page like a sitemap would.
 */
export async function allProducts<T>(
  client: SimpleGraphQLClient,
  fields: string,
  languageCode: 'ar' | 'en' = 'ar',
): Promise<T[]> {
  const query = gql`
    query AllProducts($skip: Int!, $take: Int!) {
      products(options: { skip: $skip, take: $take, sort: { id: ASC } }) {
        totalItems
        items { ${fields} }
      }
    }
  `;
  const items: T[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const { products } = await client.query<{ products: { totalItems: number; items: T[] } }>(
      query,
      { skip, take: PAGE_SIZE },
      { languageCode },
    );
    items.push(...products.items);
    if (items.length >= products.totalItems || products.items.length === 0) return items;
  }
}
