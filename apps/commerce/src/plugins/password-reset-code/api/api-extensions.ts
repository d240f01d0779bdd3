import gql from 'graphql-tag';

// Uses RateLimitedError from the rate-limit plugin, registered before this one.
export const shopApiExtensions = gql`
  "Asked for a code: the same answer whether or not the address has an account."
  type PasswordResetCodeRequested {
    "Seconds until another code may be asked for (60 after a new code, less while waiting)."
    resendAfterSeconds: Int!
    "How long a code stays valid."
    expiresInMinutes: Int!
  }

  "A right code: give the token to resetPassword."
  type PasswordResetCodeAccepted {
    token: String!
  }

  "The code does not match (or no code was asked for this address)."
  type PasswordResetCodeInvalidError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    attemptsLeft: Int!
  }

  "The code is older than ten minutes: ask for a new one."
  type PasswordResetCodeExpiredError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  "Five wrong codes burned this one: ask for a new one."
  type PasswordResetCodeAttemptsExceededError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  union RequestPasswordResetCodeResult = PasswordResetCodeRequested | RateLimitedError
  union VerifyPasswordResetCodeResult =
    | PasswordResetCodeAccepted
    | PasswordResetCodeInvalidError
    | PasswordResetCodeExpiredError
    | PasswordResetCodeAttemptsExceededError
    | RateLimitedError

  extend type Mutation {
    "Emails a 6-digit code valid for ten minutes to the address, if it has an account."
    requestPasswordResetCode(emailAddress: String!): RequestPasswordResetCodeResult!
    "Checks the code; a right one gives the token for resetPassword."
    verifyPasswordResetCode(emailAddress: String!, code: String!): VerifyPasswordResetCodeResult!
  }
`;
