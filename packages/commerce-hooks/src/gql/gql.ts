/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query HomeMerchandising($page: String!) {\n  banners(page: $page) {\n    id\n    position\n    url\n    title\n    altText\n    featuredAsset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  superBanner {\n    id\n    url\n    title\n    altText\n    asset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  alert {\n    id\n    name\n    url\n  }\n  wheelPromotions {\n    id\n    name\n    timeView\n    position\n    promotion {\n      id\n      couponCode\n    }\n  }\n}\n\nquery SelectedPromotion($id: ID!) {\n  selectedPromotion(id: $id) {\n    __typename\n    ... on SelectedPromotion {\n      id\n      name\n      couponCode\n      endsAt\n    }\n    ... on WheelPromotionUnavailableError {\n      errorCode\n      message\n      reason\n    }\n  }\n}": typeof types.HomeMerchandisingDocument,
    "query HomeProducts($take: Int!) {\n  products(options: {take: $take, sort: {createdAt: DESC}}) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": typeof types.HomeProductsDocument,
};
const documents: Documents = {
    "query HomeMerchandising($page: String!) {\n  banners(page: $page) {\n    id\n    position\n    url\n    title\n    altText\n    featuredAsset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  superBanner {\n    id\n    url\n    title\n    altText\n    asset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  alert {\n    id\n    name\n    url\n  }\n  wheelPromotions {\n    id\n    name\n    timeView\n    position\n    promotion {\n      id\n      couponCode\n    }\n  }\n}\n\nquery SelectedPromotion($id: ID!) {\n  selectedPromotion(id: $id) {\n    __typename\n    ... on SelectedPromotion {\n      id\n      name\n      couponCode\n      endsAt\n    }\n    ... on WheelPromotionUnavailableError {\n      errorCode\n      message\n      reason\n    }\n  }\n}": types.HomeMerchandisingDocument,
    "query HomeProducts($take: Int!) {\n  products(options: {take: $take, sort: {createdAt: DESC}}) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": types.HomeProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeMerchandising($page: String!) {\n  banners(page: $page) {\n    id\n    position\n    url\n    title\n    altText\n    featuredAsset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  superBanner {\n    id\n    url\n    title\n    altText\n    asset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  alert {\n    id\n    name\n    url\n  }\n  wheelPromotions {\n    id\n    name\n    timeView\n    position\n    promotion {\n      id\n      couponCode\n    }\n  }\n}\n\nquery SelectedPromotion($id: ID!) {\n  selectedPromotion(id: $id) {\n    __typename\n    ... on SelectedPromotion {\n      id\n      name\n      couponCode\n      endsAt\n    }\n    ... on WheelPromotionUnavailableError {\n      errorCode\n      message\n      reason\n    }\n  }\n}"): (typeof documents)["query HomeMerchandising($page: String!) {\n  banners(page: $page) {\n    id\n    position\n    url\n    title\n    altText\n    featuredAsset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  superBanner {\n    id\n    url\n    title\n    altText\n    asset {\n      id\n      preview\n      width\n      height\n    }\n  }\n  alert {\n    id\n    name\n    url\n  }\n  wheelPromotions {\n    id\n    name\n    timeView\n    position\n    promotion {\n      id\n      couponCode\n    }\n  }\n}\n\nquery SelectedPromotion($id: ID!) {\n  selectedPromotion(id: $id) {\n    __typename\n    ... on SelectedPromotion {\n      id\n      name\n      couponCode\n      endsAt\n    }\n    ... on WheelPromotionUnavailableError {\n      errorCode\n      message\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeProducts($take: Int!) {\n  products(options: {take: $take, sort: {createdAt: DESC}}) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}"): (typeof documents)["query HomeProducts($take: Int!) {\n  products(options: {take: $take, sort: {createdAt: DESC}}) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;