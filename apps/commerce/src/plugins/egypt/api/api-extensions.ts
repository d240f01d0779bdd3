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
