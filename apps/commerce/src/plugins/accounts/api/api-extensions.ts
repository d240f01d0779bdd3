import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "One broken sign-up rule: the input field and the rule's code (docs/product-spec.md §5)."
  type RegistrationViolation {
    field: String!
    rule: RegistrationRule!
    "The rule's message in the request's language."
    message: String!
  }

  enum RegistrationRule {
    FIRST_NAME_REQUIRED
    FIRST_NAME_INVALID
    LAST_NAME_REQUIRED
    LAST_NAME_INVALID
    EMAIL_HAS_CAPITALS_OR_SPACES
    EMAIL_INVALID
    PASSWORD_HAS_SPACES
    PASSWORD_NOT_ENGLISH
    PASSWORD_TOO_SHORT
    PHONE_NUMBER_INVALID
  }

  "The sign-up broke one or more rules; nothing was created."
  type RegistrationValidationError implements ErrorResult {
    errorCode: ErrorCode!
    "The first violation's message."
    message: String!
    violations: [RegistrationViolation!]!
  }

  extend union RegisterCustomerAccountResult = RegistrationValidationError
`;
