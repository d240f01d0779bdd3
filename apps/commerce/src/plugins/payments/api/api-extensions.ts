import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "The provider's hosted payment page for the active order, where the shopper pays."
  type PaymentSession {
    "Send the shopper's browser here; it returns to /checkout/success or /checkout/failed."
    paymentUrl: String!
    "The order's payment, Pending until the provider's callback settles or declines it."
    paymentId: ID!
    orderCode: String!
    "The payment method's code."
    method: String!
  }

  union CreatePaymentSessionResult =
    | PaymentSession
    | NoActiveOrderError
    | OrderPaymentStateError
    | OrderStateTransitionError
    | IneligiblePaymentMethodError
    | PaymentFailedError
    | PaymentDeclinedError
    | CouponRemovedDuringCheckoutError

  extend type Mutation {
    """
    Opens the hosted payment page of a card or instalment method (\`card\`, \`valu\`, \`souhoola\`,
    \`contact\`, \`forsa\`, \`sympl\`) for the active order, moving it to ArrangingPayment first.
    Same as stock \`addPaymentToOrder\` with that method, whose payment carries the page as
    \`metadata.public.paymentUrl\`.
    """
    createPaymentSession(methodCode: String!): CreatePaymentSessionResult!
  }

  extend type PaymentMethodQuote {
    "The method's logo (provider artwork), to show beside its name."
    logo: Asset
    """
    True when this method pays on the payment sandbox (development, tests, the local trial of
    \`npm start\`): test cards only, no money is taken. The checkout says so.
    """
    testMode: Boolean!
  }
`;
