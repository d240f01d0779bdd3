import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "The order states a shopper sees (docs/product-spec.md §4)."
  enum OrderShopperState {
    ORDERED
    CONFIRMED
    IN_PROGRESS
    READY_TO_SHIP
    SHIPPED
    DELIVERED
    CANCELLED
    REJECTED
    BEING_RETURNED
    RETURNED
    BEING_FIXED
    FIXED
    BEING_EXCHANGED
    EXCHANGED
  }

  type OrderShopperStatus {
    code: OrderShopperState!
    "In the request's language."
    label: String!
  }

  type OrderTimelineEntry {
    state: OrderShopperState!
    label: String!
    "When the order reached this state."
    at: DateTime!
  }

  extend type Order {
    "What the shopper sees of the order's state; null for a cart."
    shopperState: OrderShopperStatus
    "The states the order went through, oldest first; only for its signed-in owner (empty otherwise)."
    timeline: [OrderTimelineEntry!]!
  }

  extend type OrderTaxSummary {
    "The VAT line in the request's language: «ضريبة القيمة المضافة ١٤٪», «VAT 14%» (description is the tax rate's name, which Vendure does not translate)."
    label: String!
    "The tax's name in the request's language, without its rate (beside a column of rates): «ضريبة القيمة المضافة», «VAT»."
    name: String!
  }

  "The order was delivered more than 30 days ago."
  type ReturnWindowClosedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    deliveredAt: DateTime!
    returnableUntil: DateTime!
  }

  "The order is not with the shopper (not delivered yet, already being returned, cancelled...)."
  type OrderNotReturnableError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    orderState: String!
  }

  union RequestReturnResult =
    | Order
    | ReturnWindowClosedError
    | OrderNotReturnableError
    | OrderNotFoundError

  extend type Mutation {
    "The signed-in owner asks to return a delivered order, within 30 days of delivery."
    requestReturn(orderId: ID!, reason: String!): RequestReturnResult!
  }

  # Placement re-checks stock: another shopper may have bought the last units meanwhile.
  extend union AddPaymentToOrderResult = InsufficientStockError
`;

/**
 * Staff's after-delivery actions (the dashboard's order page): start a return or an exchange on
 * the shopper's behalf within the 30-day window, and close a return, refunding it. UpdateOrder,
 * which the Merchandiser does not hold.
 */
export const adminApiExtensions = gql`
  "The order was delivered more than 30 days ago: outside the return window."
  type ReturnWindowClosedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    deliveredAt: DateTime!
    returnableUntil: DateTime!
  }

  "The order is not in a state this action starts from; orderState is the one it is in."
  type OrderNotReturnableError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    orderState: String!
  }

  union StartAfterDeliveryResult = Order | ReturnWindowClosedError | OrderNotReturnableError

  union CompleteOrderReturnResult = Order | OrderNotReturnableError

  extend type Mutation {
    "UpdateOrder. A delivered (or fixed, or exchanged) order, within 30 days of delivery, goes to BeingReturned; the note is kept in its history."
    startOrderReturn(orderId: ID!, note: String!): StartAfterDeliveryResult!
    "UpdateOrder. The same, to BeingExchanged."
    startOrderExchange(orderId: ID!, note: String!): StartAfterDeliveryResult!
    "UpdateOrder. A BeingReturned order is back: Returned, and with refund: true its settled payments are refunded in full."
    completeOrderReturn(orderId: ID!, refund: Boolean!): CompleteOrderReturnResult!
  }
`;
