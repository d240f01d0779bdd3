import gql from 'graphql-tag';

/** Types both APIs share; texts follow the request's `languageCode`. */
const merchandisingTypes = `
  "A picture with a link on a storefront page; the home page's carousel is page \\"home\\"."
  type Banner implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    page: String!
    "Ascending order on its page."
    position: Int!
    "A storefront path (\\"/collection/ramadan\\") or an https address; null: no link."
    url: String
    featuredAsset: Asset
    languageCode: LanguageCode!
    "The headline written over the picture."
    title: String!
    "What the picture shows, for screen readers."
    altText: String!
  }

  "The wide campaign picture across the home page."
  type SuperBanner implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    url: String
    asset: Asset
    languageCode: LanguageCode!
    title: String!
    altText: String!
  }

  "The strip of text above the header."
  type Alert implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The strip's text."
    name: String!
    url: String
    languageCode: LanguageCode!
  }

  "A segment of the home page's spinning wheel: a label and the promotion whose coupon it gives."
  type WheelPromotion implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The segment's label, e.g. \\"10% off\\"."
    name: String!
    "Seconds the storefront keeps the offer on screen once shown (the result of a spin, or the single offer); 0: until the shopper closes it."
    timeView: Int!
    "Ascending order of the segments around the wheel."
    position: Int!
    promotion: Promotion!
    languageCode: LanguageCode!
  }
`;

export const shopApiExtensions = gql`
  ${merchandisingTypes}

  "The coupon the wheel gave; apply it to the cart with applyCouponCode."
  type SelectedPromotion {
    "The wheel promotion's id."
    id: ID!
    name: String!
    couponCode: String!
    "When the offer or its promotion ends; null when neither does."
    endsAt: DateTime
    promotion: Promotion!
  }

  enum WheelPromotionUnavailableReason {
    "No such offer, or it is switched off or not started."
    NOT_AVAILABLE
    "The offer or its promotion has ended."
    ENDED
    "The coupon's usage limit is reached, for this shopper or overall."
    USED_UP
  }

  "The wheel landed on an offer the shopper cannot have (any more)."
  type WheelPromotionUnavailableError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    reason: WheelPromotionUnavailableReason!
  }

  union SelectedPromotionResult = SelectedPromotion | WheelPromotionUnavailableError

  extend type Query {
    "The banners a page shows now (enabled, inside their dates), in position order."
    banners(page: String!): [Banner!]!
    "The super banner shown now, or null."
    superBanner: SuperBanner
    "The alert strip shown now, or null."
    alert: Alert
    """
    The wheel's segments now, in position order, each tied to an enabled, current promotion with a
    coupon code that can still be used. docs/product-spec.md §4: several, show the wheel; exactly one, keep its
    coupon as the single promo code; none, hide the wheel.
    """
    wheelPromotions: [WheelPromotion!]!
    "The coupon of the wheel promotion a spin landed on, checked again for this shopper."
    selectedPromotion(id: ID!): SelectedPromotionResult!
  }
`;

export const adminApiExtensions = gql`
  ${merchandisingTypes}

  type BannerTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    altText: String!
  }

  type SuperBannerTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    altText: String!
  }

  type AlertTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    name: String!
  }

  type WheelPromotionTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    name: String!
  }

  extend type Banner {
    enabled: Boolean!
    startsAt: DateTime
    endsAt: DateTime
    translations: [BannerTranslation!]!
  }

  extend type SuperBanner {
    enabled: Boolean!
    startsAt: DateTime
    endsAt: DateTime
    translations: [SuperBannerTranslation!]!
  }

  extend type Alert {
    enabled: Boolean!
    startsAt: DateTime
    endsAt: DateTime
    translations: [AlertTranslation!]!
  }

  extend type WheelPromotion {
    enabled: Boolean!
    startsAt: DateTime
    endsAt: DateTime
    translations: [WheelPromotionTranslation!]!
  }

  type BannerList implements PaginatedList {
    items: [Banner!]!
    totalItems: Int!
  }

  type SuperBannerList implements PaginatedList {
    items: [SuperBanner!]!
    totalItems: Int!
  }

  type AlertList implements PaginatedList {
    items: [Alert!]!
    totalItems: Int!
  }

  type WheelPromotionList implements PaginatedList {
    items: [WheelPromotion!]!
    totalItems: Int!
  }

  # Filled in by Vendure (skip, take, sort, filter) from the list types above.
  input BannerListOptions
  input SuperBannerListOptions
  input AlertListOptions
  input WheelPromotionListOptions

  input BannerTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    altText: String
  }

  input CreateBannerInput {
    page: String!
    position: Int
    url: String
    featuredAssetId: ID
    "Absent: true."
    enabled: Boolean
    "Null or absent: shown from now on."
    startsAt: DateTime
    "Null or absent: shown until switched off."
    endsAt: DateTime
    translations: [BannerTranslationInput!]!
  }

  input UpdateBannerInput {
    id: ID!
    page: String
    position: Int
    "Null removes the link."
    url: String
    featuredAssetId: ID
    enabled: Boolean
    "Null: no start; absent: as it is."
    startsAt: DateTime
    "Null: no end; absent: as it is."
    endsAt: DateTime
    translations: [BannerTranslationInput!]
  }

  input SuperBannerTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    altText: String
  }

  input CreateSuperBannerInput {
    url: String
    assetId: ID
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [SuperBannerTranslationInput!]!
  }

  input UpdateSuperBannerInput {
    id: ID!
    url: String
    assetId: ID
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [SuperBannerTranslationInput!]
  }

  input AlertTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
  }

  input CreateAlertInput {
    url: String
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [AlertTranslationInput!]!
  }

  input UpdateAlertInput {
    id: ID!
    url: String
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [AlertTranslationInput!]
  }

  input WheelPromotionTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
  }

  input CreateWheelPromotionInput {
    "A promotion of this channel with a coupon code."
    promotionId: ID!
    position: Int
    "Seconds; absent: 30."
    timeView: Int
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [WheelPromotionTranslationInput!]!
  }

  input UpdateWheelPromotionInput {
    id: ID!
    promotionId: ID
    position: Int
    timeView: Int
    enabled: Boolean
    startsAt: DateTime
    endsAt: DateTime
    translations: [WheelPromotionTranslationInput!]
  }

  # Vendure adds INVALID_MERCHANDISING_INPUT_ERROR to ErrorCode from this type's name.
  "An input field staff must correct; the message says how."
  type InvalidMerchandisingInputError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "endsAt, url, timeView, promotionId or assetId."
    field: String!
  }

  union SaveBannerResult = Banner | InvalidMerchandisingInputError
  union SaveSuperBannerResult = SuperBanner | InvalidMerchandisingInputError
  union SaveAlertResult = Alert | InvalidMerchandisingInputError
  union SaveWheelPromotionResult = WheelPromotion | InvalidMerchandisingInputError

  extend type Query {
    banners(options: BannerListOptions): BannerList!
    banner(id: ID!): Banner
    superBanners(options: SuperBannerListOptions): SuperBannerList!
    superBanner(id: ID!): SuperBanner
    alerts(options: AlertListOptions): AlertList!
    alert(id: ID!): Alert
    wheelPromotions(options: WheelPromotionListOptions): WheelPromotionList!
    wheelPromotion(id: ID!): WheelPromotion
  }

  extend type Mutation {
    createBanner(input: CreateBannerInput!): SaveBannerResult!
    updateBanner(input: UpdateBannerInput!): SaveBannerResult!
    deleteBanner(id: ID!): DeletionResponse!
    createSuperBanner(input: CreateSuperBannerInput!): SaveSuperBannerResult!
    updateSuperBanner(input: UpdateSuperBannerInput!): SaveSuperBannerResult!
    deleteSuperBanner(id: ID!): DeletionResponse!
    createAlert(input: CreateAlertInput!): SaveAlertResult!
    updateAlert(input: UpdateAlertInput!): SaveAlertResult!
    deleteAlert(id: ID!): DeletionResponse!
    createWheelPromotion(input: CreateWheelPromotionInput!): SaveWheelPromotionResult!
    updateWheelPromotion(input: UpdateWheelPromotionInput!): SaveWheelPromotionResult!
    deleteWheelPromotion(id: ID!): DeletionResponse!
  }
`;
