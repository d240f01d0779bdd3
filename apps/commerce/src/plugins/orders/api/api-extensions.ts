import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "Why the shopper cancels (docs/product-spec.md §4)."
  enum OrderCancellationReason {
    WANT_ANOTHER_PRODUCT
    CHANGED_MIND
    TOO_EXPENSIVE
    LOW_QUALITY
    SHIPPING_TOO_SLOW
    PAYMENT_REJECTED
    NO_REASON
  }

  "The order has shipped (or is otherwise past cancelling); contact customer care instead."
  type OrderNotCancellableError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "The order's state when the cancellation was asked for."
    orderState: String!
  }

  "No order of the signed-in shopper has this id."
  type OrderNotFoundError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  union CancelMyOrderResult = Order | OrderNotCancellableError | OrderNotFoundError

  extend type Mutation {
    "Cancels the signed-in shopper's own order before it ships: restocks, voids or refunds payments, records the reason and emails the shopper."
    cancelMyOrder(orderId: ID!, reason: OrderCancellationReason!): CancelMyOrderResult!
  }
`;
