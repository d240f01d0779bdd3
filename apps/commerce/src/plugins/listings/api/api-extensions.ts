import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "A page of a product listing; take defaults to 8 (at most 100), skip to 0."
  input ListingOptions {
    take: Int = 8
    skip: Int = 0
  }

  "A price range with VAT, in minor units, both ends included."
  input PriceRangeWithTaxInput {
    min: Money!
    max: Money!
  }

  extend input SearchInput {
    "Products with a variant priced (with VAT) inside the range (the listing's price filter)."
    priceRangeWithTax: PriceRangeWithTaxInput
  }

  "What a listing page shows: a collection, a search term, selected facet values, a price range."
  input FilterBarInput {
    collectionSlug: String
    term: String
    "Values of one facet combine with OR, different facets with AND."
    facetValueIds: [ID!]
    "Narrows the counts; the highest price (maxValue) stays that of the listing without it."
    priceRangeWithTax: PriceRangeWithTaxInput
  }

  type FilterBarFacetValue {
    id: ID!
    code: String!
    name: String!
    "Matching products with this value, counting the selections of the other facets only."
    count: Int!
  }

  type FilterBarFacet {
    id: ID!
    code: String!
    name: String!
    values: [FilterBarFacetValue!]!
  }

  type FilterBar {
    filters: [FilterBarFacet!]!
    "The highest price with VAT among the matching products, in minor units; 0 when none match."
    maxValue: Money!
  }

  """
  A page of products and the length of the whole listing. Not Vendure's ProductList: Vendure would
  turn the options of a query returning a PaginatedList into ProductListOptions (filter, sort).
  """
  type ProductListing {
    items: [Product!]!
    totalItems: Int!
  }

  extend type Query {
    """
    Products by their views in the last 30 days, most viewed first. With \`filled\`, the list goes
    on with the newest products, so a shop few have watched yet still fills a page (the home rail).
    """
    mostWatchedProducts(options: ListingOptions, filled: Boolean = false): ProductListing!
    "The shopper's own most viewed products, then others from the collections they viewed; without history, mostWatchedProducts (or newArrivals in a shop nobody has watched)."
    mostWatchedForUser(options: ListingOptions): ProductListing!
    """
    Products by quantity in orders placed in the last 90 days, cancelled orders excluded. With
    \`filled\`, the list goes on with the products of the curated collections (slug \`curated\` and
    those under it), then the newest, so a shop with few orders still fills a page (the home rail).
    """
    bestSellingProducts(options: ListingOptions, filled: Boolean = false): ProductListing!
    "Newest products first."
    newArrivals(options: ListingOptions): ProductListing!
    "Products with a variant priced below the product's originalPrice, or discounted by a running promotion without coupon; newest first."
    specialOffers(options: ListingOptions): ProductListing!
    "Facets of the products matching the input, with counts per value, and their highest price with VAT."
    filterBar(input: FilterBarInput!): FilterBar!
  }

  extend type Mutation {
    "Counts a view of the product page, once per session, product and hour; returns whether it was counted (never for a caller without a session)."
    recordProductView(productId: ID!): Boolean!
  }

  extend type SearchResult {
    "The product's former (struck-through) price with VAT in minor units (its originalPrice), which the search index does not hold; null without one."
    originalPrice: Money
    "The product is delivered free (its freeShipping)."
    freeShipping: Boolean!
  }
`;
