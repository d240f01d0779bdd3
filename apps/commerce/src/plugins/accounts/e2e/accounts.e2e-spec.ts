import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const REGISTER = gql`
  mutation Register($input: RegisterCustomerInput!) {
    registerCustomerAccount(input: $input) {
      __typename
      ... on ErrorResult {
        errorCode
        message
      }
      ... on RegistrationValidationError {
        violations {
          field
          rule
          message
        }
      }
      ... on PasswordValidationError {
        validationErrorMessage
      }
    }
  }
`;

const CUSTOMERS = gql`
  query Customers($email: String!) {
    customers(options: { filter: { emailAddress: { eq: $email } } }) {
      items {
        id
        firstName
        phoneNumber
        user {
          verified
        }
      }
    }
  }
`;

interface RegisterResult {
  registerCustomerAccount: {
    __typename: string;
    errorCode?: string;
    message?: string;
    violations?: { field: string; rule: string; message: string }[];
  };
}

const register = (input: Record<string, unknown>, languageCode: 'ar' | 'en') =>
  env.shopClient.query<RegisterResult>(REGISTER, { input }, { languageCode });

const customersWithEmail = async (email: string) =>
  (
    await env.adminClient.query<{
      customers: {
        items: { firstName: string; phoneNumber: string; user: { verified: boolean } }[];
      };
    }>(CUSTOMERS, { email })
  ).customers.items;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('registerCustomerAccount', () => {
  it('creates an unverified account for valid input, with the phone number in E.164', async () => {
    const { registerCustomerAccount } = await register(
      {
        emailAddress: 'yasmin.fathy@example.com',
        firstName: 'ياسمين',
        lastName: 'فتحي',
        password: 'Yasmin-2026',
        phoneNumber: '٠١٠ ١٢٣٤ ٥٦٧٨',
      },
      'ar',
    );
    expect(registerCustomerAccount.__typename).toBe('Success');
    const [customer] = await customersWithEmail('yasmin.fathy@example.com');
    expect(customer).toMatchObject({
      firstName: 'ياسمين',
      phoneNumber: '+201012345678',
      user: { verified: false },
    });
  });

  it('refuses broken rules with every violation and the spec messages in English, creating nothing', async () => {
    const { registerCustomerAccount } = await register(
      {
        emailAddress: 'Omar Adel@Example.com',
        firstName: 'Omar1',
        lastName: 'Adel!',
        password: 'has spaces in it',
        phoneNumber: '12',
      },
      'en',
    );
    expect(registerCustomerAccount).toMatchObject({
      __typename: 'RegistrationValidationError',
      errorCode: 'REGISTRATION_VALIDATION_ERROR',
      message: 'First name cannot contain numbers or symbols.',
    });
    expect(registerCustomerAccount.violations).toEqual([
      {
        field: 'firstName',
        rule: 'FIRST_NAME_INVALID',
        message: 'First name cannot contain numbers or symbols.',
      },
      {
        field: 'lastName',
        rule: 'LAST_NAME_INVALID',
        message: 'Last name cannot contain numbers or symbols.',
      },
      {
        field: 'emailAddress',
        rule: 'EMAIL_HAS_CAPITALS_OR_SPACES',
        message: 'Email cannot contain capital letters or spaces.',
      },
      {
        field: 'password',
        rule: 'PASSWORD_HAS_SPACES',
        message: 'Password cannot contain spaces.',
      },
      { field: 'phoneNumber', rule: 'PHONE_NUMBER_INVALID', message: 'Invalid Phone Number' },
    ]);
    expect(await customersWithEmail('omar adel@example.com')).toEqual([]);
    expect(await customersWithEmail('Omar Adel@Example.com')).toEqual([]);
  });

  it('says it in Arabic for an Arabic request', async () => {
    const { registerCustomerAccount } = await register(
      {
        emailAddress: 'huda.salem@example.com',
        firstName: 'هدى',
        lastName: 'سالم',
        password: 'كلمةالسر123',
      },
      'ar',
    );
    expect(registerCustomerAccount).toMatchObject({
      __typename: 'RegistrationValidationError',
      message: 'يجب أن تكون كلمة المرور بحروف وأرقام إنجليزية.',
      violations: [{ field: 'password', rule: 'PASSWORD_NOT_ENGLISH' }],
    });
  });
});

describe('passwords set later', () => {
  it('follow the same rules when a signed-in shopper changes theirs', async () => {
    await env.adminClient.query(
      gql`
        mutation Create($input: CreateCustomerInput!, $password: String) {
          createCustomer(input: $input, password: $password) {
            ... on Customer {
              id
            }
          }
        }
      `,
      {
        input: { emailAddress: 'tarek.nabil@example.com', firstName: 'طارق', lastName: 'نبيل' },
        password: 'Tarek-2026',
      },
    );
    await env.shopClient.asUserWithCredentials('tarek.nabil@example.com', 'Tarek-2026');
    const CHANGE = gql`
      mutation Change($current: String!, $next: String!) {
        updateCustomerPassword(currentPassword: $current, newPassword: $next) {
          __typename
          ... on PasswordValidationError {
            validationErrorMessage
          }
        }
      }
    `;
    type Change = {
      updateCustomerPassword: { __typename: string; validationErrorMessage?: string };
    };
    const tooShort = await env.shopClient.query<Change>(
      CHANGE,
      { current: 'Tarek-2026', next: 'short1' },
      { languageCode: 'en' },
    );
    expect(tooShort.updateCustomerPassword).toEqual({
      __typename: 'PasswordValidationError',
      validationErrorMessage: 'Password must be at least 8 characters long.',
    });
    const spaced = await env.shopClient.query<Change>(
      CHANGE,
      { current: 'Tarek-2026', next: 'two words here' },
      { languageCode: 'ar' },
    );
    expect(spaced.updateCustomerPassword.validationErrorMessage).toBe(
      'لا يمكن أن تحتوي كلمة المرور على مسافات.',
    );
    const fine = await env.shopClient.query<Change>(CHANGE, {
      current: 'Tarek-2026',
      next: 'Tarek-2027!',
    });
    expect(fine.updateCustomerPassword.__typename).toBe('Success');
  });
});
