import gql from 'graphql-tag';

// Uses RateLimitedError from the rate-limit plugin, registered before this one.
export const shopApiExtensions = gql`
  input ContactUsInput {
    name: String!
    email: String!
    message: String!
  }

  "The message reached customer care; a receipt is on its way to the sender."
  type ContactUsSuccess {
    success: Boolean!
  }

  "One broken contact-form rule: the field, the rule's code and its message."
  type ContactViolation {
    field: String!
    rule: ContactRule!
    message: String!
  }

  enum ContactRule {
    NAME_REQUIRED
    NAME_TOO_LONG
    EMAIL_INVALID
    MESSAGE_TOO_SHORT
    MESSAGE_TOO_LONG
  }

  "The form broke one or more rules; nothing was sent."
  type ContactValidationError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    violations: [ContactViolation!]!
  }

  union ContactUsResult = ContactUsSuccess | ContactValidationError | RateLimitedError

  "On the list (also when it already was)."
  type NewsletterSubscribed {
    emailAddress: String!
  }

  "The address is not an email address."
  type InvalidEmailAddressError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  union SubscribeToNewsletterResult =
    | NewsletterSubscribed
    | InvalidEmailAddressError
    | RateLimitedError

  extend type Mutation {
    "Sends a message to customer care (stored, emailed to staff, receipt to the sender)."
    contactUs(input: ContactUsInput!): ContactUsResult!
    "Puts the address on the newsletter list in the request's language; idempotent."
    subscribeToNewsletter(emailAddress: String!): SubscribeToNewsletterResult!
    "Takes an address off the list, by the token of the link in every newsletter."
    unsubscribeFromNewsletter(token: String!): Boolean!
  }
`;

export const adminApiExtensions = gql`
  "A message sent through the storefront's contact form."
  type ContactMessage implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    name: String!
    emailAddress: String!
    message: String!
    "The storefront language it was sent from: the language to answer in."
    languageCode: String!
    "The signed-in customer who sent it, if any."
    customerId: ID
    "When staff marked it answered; null: waiting."
    handledAt: DateTime
    "Customer care's last emailed answer, and when it went."
    reply: String
    repliedAt: DateTime
  }

  "The reply was not sent: empty, or longer than 5,000 characters."
  type InvalidContactReplyError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  union ReplyToContactMessageResult = ContactMessage | InvalidContactReplyError

  type ContactMessageList implements PaginatedList {
    items: [ContactMessage!]!
    totalItems: Int!
  }

  "An address on the newsletter list (or taken off it: unsubscribedAt)."
  type NewsletterSubscription implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    emailAddress: String!
    "The language the newsletter goes out in."
    languageCode: String!
    unsubscribedAt: DateTime
  }

  type NewsletterSubscriptionList implements PaginatedList {
    items: [NewsletterSubscription!]!
    totalItems: Int!
  }

  # Filled in by Vendure (skip, take, sort, filter) from the list types above.
  input ContactMessageListOptions
  input NewsletterSubscriptionListOptions

  extend type Query {
    "ReadCustomerCare. Newest first unless sorted."
    contactMessages(options: ContactMessageListOptions): ContactMessageList!
    contactMessage(id: ID!): ContactMessage
    "ReadCustomerCare. Newest first unless sorted."
    newsletterSubscriptions(options: NewsletterSubscriptionListOptions): NewsletterSubscriptionList!
  }

  extend type Mutation {
    "UpdateCustomerCare. Marks the message answered (now) or waiting again."
    setContactMessageHandled(id: ID!, handled: Boolean!): ContactMessage!
    "UpdateCustomerCare. Emails the reply to the sender in the language they wrote from, and marks the message answered."
    replyToContactMessage(id: ID!, reply: String!): ReplyToContactMessageResult!
  }
`;
