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

  extend type Order {
    "Delivery will be free wherever in Egypt it goes: the order reaches the free-delivery minimum, or every product in it ships free. Known before the order has an address (the cart says Free rather than calculated at checkout); false once a delivery method is chosen or the order is placed."
    freeDelivery: Boolean!
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
 * prices screen, and the governorates with their names and delivery region for its Governorates
 * screen (ReadShippingMethod to read, Create/UpdateShippingMethod to change: they are part of the
 * shipping settings, which the Merchandiser does not hold).
 */
export const adminApiExtensions = gql`
  "One of Egypt's 27 governorates (محافظة)."
  type Governorate implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "ISO 3166-2:EG code, e.g. EG-C (Cairo), EG-GZ (Giza)."
    code: String!
    "In the request's language."
    name: String!
    translations: [GovernorateTranslation!]!
    "The delivery price group: greater-cairo, delta-canal, upper-egypt or remote."
    deliveryRegion: String!
  }

  type GovernorateTranslation {
    id: ID!
    languageCode: LanguageCode!
    name: String!
  }

  type GovernorateList implements PaginatedList {
    items: [Governorate!]!
    totalItems: Int!
  }

  input GovernorateTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String!
  }

  "Both names (ar and en) are required."
  input CreateGovernorateInput {
    code: String!
    deliveryRegion: String!
    translations: [GovernorateTranslationInput!]!
  }

  "The governorate was not saved: field is code, deliveryRegion or name; message says why."
  type InvalidGovernorateError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    field: String!
  }

  union SaveGovernorateResult = Governorate | InvalidGovernorateError

  input UpdateGovernorateInput {
    id: ID!
    code: String
    deliveryRegion: String
    translations: [GovernorateTranslationInput!]
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

  # Filled in by Vendure (skip, take, sort, filter) from the list types above.
  input CityListOptions
  input GovernorateListOptions

  extend type Query {
    cities(options: CityListOptions): CityList!
    city(id: ID!): City
    "ReadShippingMethod. Sorted by code unless sorted otherwise."
    governorates(options: GovernorateListOptions): GovernorateList!
    governorate(id: ID!): Governorate
  }

  input UpdateCityInput {
    id: ID!
    "Null: the city costs its region's price again."
    deliveryPrice: Money
  }

  extend type Mutation {
    updateCity(input: UpdateCityInput!): City!
    "CreateShippingMethod. A code already used or not EG-…, an unknown region or a missing name is refused."
    createGovernorate(input: CreateGovernorateInput!): SaveGovernorateResult!
    "UpdateShippingMethod. The same rules as createGovernorate."
    updateGovernorate(input: UpdateGovernorateInput!): SaveGovernorateResult!
  }
`;
