import gql from 'graphql-tag';

// Vendure adds RATE_LIMITED_ERROR to the ErrorCode enum itself, from the type's name.

const rateLimitedError = gql`
  "Too many calls of this operation from this address or for this account; try again later."
  type RateLimitedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "Whole seconds until the operation may be called again."
    retryAfterSeconds: Int!
  }

  extend union NativeAuthenticationResult = RateLimitedError
  # authenticate checks the same password as login, and is counted with it.
  extend union AuthenticationResult = RateLimitedError
`;

export const shopApiExtensions = gql`
  ${rateLimitedError}
  extend union RegisterCustomerAccountResult = RateLimitedError
  extend union RequestPasswordResetResult = RateLimitedError
  extend union RefreshCustomerVerificationResult = RateLimitedError
  extend union UpdateCustomerPasswordResult = RateLimitedError
  extend union RequestUpdateCustomerEmailAddressResult = RateLimitedError
  extend union ApplyCouponCodeResult = RateLimitedError
  extend union SetCustomerForOrderResult = RateLimitedError
`;

export const adminApiExtensions = rateLimitedError;
