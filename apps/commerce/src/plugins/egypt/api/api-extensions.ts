import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "One of Egypt's 27 governorates (محافظة)."
  type Governorate implements Node {
    id: ID!
    "ISO 3166-2:EG code, e.g. EG-C (Cairo), EG-GZ (Giza)."
    code: String!
    "In the request's language."
    name: String!
    "The delivery price group: greater-cairo, delta-canal, upper-egypt or remote."
    deliveryRegion: String!
    "Sorted by name in the request's language."
    cities: [City!]!
  }

  "A city or district, for the address form."
  type City implements Node {
    id: ID!
    "In the request's language."
    name: String!
    governorate: Governorate!
  }

  extend type Query {
    "Cities of Egypt sorted by name in the request's language; with governorateCode, only that governorate's."
    cities(governorateCode: String): [City!]!
    "Egypt's governorates sorted by name in the request's language, each with its cities."
    governorates: [Governorate!]!
  }
`;

/**
 * Staff's view: every city with the delivery price of its own, for the dashboard's Delivery
 * prices screen (ReadShippingMethod to read, UpdateShippingMethod to change: the prices are part
 * of the shipping settings, which the Merchandiser does not hold).
 */
export const adminApiExtensions = gql`
  "One of Egypt's 27 governorates (محافظة)."
  type Governorate implements Node {
    id: ID!
    "ISO 3166-2:EG code, e.g. EG-C (Cairo), EG-GZ (Giza)."
    code: String!
    "In the request's language."
    name: String!
    "The delivery price group: greater-cairo, delta-canal, upper-egypt or remote."
    deliveryRegion: String!
  }

  type CityTranslation {
    id: ID!
    languageCode: LanguageCode!
    name: String!
  }

  "A city or district of a governorate, and what standard delivery there costs."
  type City implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "In the request's language."
    name: String!
    translations: [CityTranslation!]!
    governorateId: ID!
    governorate: Governorate!
    "Standard delivery here, VAT included; null: the governorate's region price (the shipping method's arguments)."
    deliveryPrice: Money
  }

  type CityList implements PaginatedList {
    items: [City!]!
    totalItems: Int!
  }

  # Filled in by Vendure (skip, take, sort, filter) from the list type above.
  input CityListOptions

  extend type Query {
    cities(options: CityListOptions): CityList!
    city(id: ID!): City
  }

  input UpdateCityInput {
    id: ID!
    "Null: the city costs its region's price again."
    deliveryPrice: Money
  }

  extend type Mutation {
    updateCity(input: UpdateCityInput!): City!
  }
`;
