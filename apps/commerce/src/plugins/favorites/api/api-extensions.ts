import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  extend type Query {
    "Ids of the active customer's favourite products; empty for a guest."
    wishlistIds: [ID!]!
  }

  extend type Mutation {
    "Adds the product to the signed-in shopper's wishlist, or removes it; returns whether it is now a favourite."
    toggleFavorite(productId: ID!): Boolean!
  }
`;
