import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const SHOPPER = { emailAddress: 'mona.hassan@example.com', password: 'a-long-test-password-1' };

const CREATE_CUSTOMER = gql`
  mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
    createCustomer(input: $input, password: $password) {
      ... on Customer {
        id
        phoneNumber
      }
      ... on ErrorResult {
        errorCode
      }
    }
  }
`;

const UPDATE_CUSTOMER = gql`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      phoneNumber
    }
  }
`;

const ADDRESS_FIELDS = `
  id
  streetLine1
  customFields {
    type
    area
    instructions
    verified
  }
`;

const CREATE_ADDRESS = gql`
  mutation CreateAddress($input: CreateAddressInput!) {
    createCustomerAddress(input: $input) {
      ${ADDRESS_FIELDS}
    }
  }
`;

const UPDATE_ADDRESS = gql`
  mutation UpdateAddress($input: UpdateAddressInput!) {
    updateCustomerAddress(input: $input) {
      ${ADDRESS_FIELDS}
    }
  }
`;

const MY_ADDRESSES = gql`
  query MyAddresses {
    activeCustomer {
      addresses {
        ${ADDRESS_FIELDS}
      }
    }
  }
`;

interface Address {
  id: string;
  streetLine1: string;
  customFields: {
    type: string;
    area: string | null;
    instructions: string | null;
    verified: boolean;
  };
}

const ZAMALEK = {
  streetLine1: '12 شارع البرازيل',
  city: 'القاهرة',
  countryCode: 'EG',
  customFields: {
    type: 'work',
    area: 'الزمالك',
    instructions: 'الدور الثالث، اتصل قبل الوصول بربع ساعة',
  },
};

let shopperId = '';

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  const { createCustomer } = await env.adminClient.query<{
    createCustomer: { id: string; phoneNumber: string };
  }>(CREATE_CUSTOMER, {
    input: {
      emailAddress: SHOPPER.emailAddress,
      firstName: 'منى',
      lastName: 'حسن',
      phoneNumber: '010 1234 5678',
    },
    password: SHOPPER.password,
  });
  shopperId = createCustomer.id;
  await env.shopClient.asUserWithCredentials(SHOPPER.emailAddress, SHOPPER.password);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('phone number', () => {
  it('is stored in E.164 however staff typed it', async () => {
    const { customer } = await env.adminClient.query<{ customer: { phoneNumber: string } }>(
      gql`
        query Customer($id: ID!) {
          customer(id: $id) {
            phoneNumber
          }
        }
      `,
      { id: shopperId },
    );
    expect(customer.phoneNumber).toBe('+201012345678');
  });

  it('is stored in E.164 when a shopper types it in Arabic-Indic digits', async () => {
    const { updateCustomer } = await env.shopClient.query<{
      updateCustomer: { phoneNumber: string };
    }>(UPDATE_CUSTOMER, { input: { phoneNumber: '٠١١ ٢٣٤٥ ٦٧٨٩' } });
    expect(updateCustomer.phoneNumber).toBe('+201123456789');
  });

  it('refuses a number that is not a valid phone number, and keeps the old one', async () => {
    await expect(
      env.shopClient.query(UPDATE_CUSTOMER, { input: { phoneNumber: '0101234' } }),
    ).rejects.toThrow(/not a valid phone number/);
    await expect(
      env.adminClient.query(CREATE_CUSTOMER, {
        input: {
          emailAddress: 'wrong.number@example.com',
          firstName: 'A',
          lastName: 'B',
          phoneNumber: '12',
        },
      }),
    ).rejects.toThrow(/not a valid phone number/);
    const { activeCustomer } = await env.shopClient.query<{
      activeCustomer: { phoneNumber: string };
    }>(gql`
      query Me {
        activeCustomer {
          phoneNumber
        }
      }
    `);
    expect(activeCustomer.phoneNumber).toBe('+201123456789');
  });
});

describe('addresses', () => {
  let addressId = '';

  it('keep their type, area and delivery instructions, unverified at first', async () => {
    const { createCustomerAddress } = await env.shopClient.query<{
      createCustomerAddress: Address;
    }>(CREATE_ADDRESS, { input: ZAMALEK });
    addressId = createCustomerAddress.id;
    expect(createCustomerAddress.customFields).toEqual({
      ...ZAMALEK.customFields,
      verified: false,
    });
  });

  it('are home addresses unless the shopper says otherwise', async () => {
    const { createCustomerAddress } = await env.shopClient.query<{
      createCustomerAddress: Address;
    }>(CREATE_ADDRESS, {
      input: { streetLine1: '5 شارع 9', city: 'القاهرة', countryCode: 'EG' },
    });
    expect(createCustomerAddress.customFields).toEqual({
      type: 'home',
      area: null,
      instructions: null,
      verified: false,
    });
  });

  it('refuse a type other than home, work or other', async () => {
    await expect(
      env.shopClient.query(UPDATE_ADDRESS, {
        input: { id: addressId, customFields: { type: 'palace' } },
      }),
    ).rejects.toThrow();
  });

  it('cannot be marked verified by the shopper', async () => {
    await expect(
      env.shopClient.query(UPDATE_ADDRESS, {
        input: { id: addressId, customFields: { verified: true } },
      }),
    ).rejects.toThrow('لا يمكن تعديل الحقل "verified" من المتجر.');
    await expect(
      env.shopClient.query(CREATE_ADDRESS, {
        input: { ...ZAMALEK, customFields: { ...ZAMALEK.customFields, verified: true } },
      }),
    ).rejects.toThrow(/لا يمكن تعديل الحقل/);
    const { activeCustomer } = await env.shopClient.query<{
      activeCustomer: { addresses: Address[] };
    }>(MY_ADDRESSES);
    expect(activeCustomer.addresses.every((address) => !address.customFields.verified)).toBe(true);
  });

  it('are verified by staff through the Admin API, and the shopper sees it', async () => {
    await env.adminClient.query(
      gql`
        mutation Verify($input: UpdateAddressInput!) {
          updateCustomerAddress(input: $input) {
            id
          }
        }
      `,
      { input: { id: addressId, customFields: { verified: true } } },
    );
    const { activeCustomer } = await env.shopClient.query<{
      activeCustomer: { addresses: Address[] };
    }>(MY_ADDRESSES);
    const zamalek = activeCustomer.addresses.find((address) => address.id === addressId);
    expect(zamalek?.customFields).toEqual({ ...ZAMALEK.customFields, verified: true });
  });

  it('stay verified through a change of type or directions, and not once the shopper moves them', async () => {
    const update = async (input: Record<string, unknown>) =>
      (
        await env.shopClient.query<{ updateCustomerAddress: Address }>(UPDATE_ADDRESS, {
          input: { id: addressId, ...input },
        })
      ).updateCustomerAddress;
    const directions = await update({
      customFields: { type: 'work', instructions: 'الدور الثالث، اتصل قبل الوصول' },
    });
    expect(directions.customFields.verified).toBe(true);
    const moved = await update({ streetLine1: '99 شارع آخر' });
    expect(moved.customFields.verified).toBe(false);
    const { activeCustomer } = await env.shopClient.query<{
      activeCustomer: { addresses: Address[] };
    }>(MY_ADDRESSES);
    expect(activeCustomer.addresses.find((address) => address.id === addressId)).toMatchObject({
      streetLine1: '99 شارع آخر',
      customFields: { verified: false },
    });
  });
});
