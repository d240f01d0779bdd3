/** Newest products first, with what a product card shows. */
export const HOME_PRODUCTS_QUERY = /* GraphQL */ `
  query HomeProducts($take: Int!) {
    products(options: { take: $take, sort: { createdAt: DESC } }) {
      totalItems
      items {
        id
        name
        slug
        featuredAsset {
          preview
        }
        variants {
          id
          priceWithTax
          currencyCode
        }
      }
    }
  }
`;

export interface HomeProductsQuery {
  products: {
    totalItems: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      featuredAsset: { preview: string } | null;
      variants: Array<{ id: string; priceWithTax: number; currencyCode: string }>;
    }>;
  };
}
