import { describe, expect, it } from 'vitest';
import {
  type GatewayTransaction,
  processedCallbackValues,
  responseCallbackValues,
  signHmacValues,
  verifyHmac,
} from './gateway-hmac';

const SECRET = 'dar-test-hmac-secret';

const transaction: GatewayTransaction = {
  id: 192837465,
  pending: false,
  amount_cents: 150000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4100001,
  has_parent_transaction: false,
  created_at: '2025-11-23T10:00:00.000000',
  currency: 'EGP',
  error_occured: false,
  owner: 50045,
  order: { id: 555123401, merchant_order_id: 'DAR-REF-1' },
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
};

/**
 * Computed outside this code, with
 * `printf '%s' 150000 2025-11-23T10:00:00.000000 EGP false false 192837465 4100001 true false
 *  false false true false 555123401 50045 false 2346 MasterCard card true
 *  | openssl dgst -sha512 -hmac dar-test-hmac-secret`.
 */
const KNOWN_SIGNATURE =
  '1ff916c19c236889d24bfff50577dedaf6f61f5d264c658a36415f81bedd23bb3062d22172c12ac93d51a61539e74fec12fb0371e8e4b59537e5b3afa0ffeb88';

describe('gateway HMAC', () => {
  it('signs a processed callback as the provider does (known vector)', () => {
    expect(signHmacValues(processedCallbackValues(transaction), SECRET)).toBe(KNOWN_SIGNATURE);
  });

  it('matches a second independently computed vector (another id, success false)', () => {
    const declined = { ...transaction, id: 192837466, success: false };
    expect(signHmacValues(processedCallbackValues(declined), SECRET)).toBe(
      '4dc8988dac8c2c0a7da3b9bda2fdad360e6534f5818766a088d6e1a07fbc201e83155db9936f3020543dd3998a9a7bde88dce85b9ad6055c88ca59bc8ca69d30',
    );
  });

  it('verifies the genuine signature, in either case of hex', () => {
    const values = processedCallbackValues(transaction);
    expect(verifyHmac(values, KNOWN_SIGNATURE, SECRET)).toBe(true);
    expect(verifyHmac(values, KNOWN_SIGNATURE.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a tampered amount, another secret, and malformed signatures', () => {
    const tampered = processedCallbackValues({ ...transaction, amount_cents: 100 });
    expect(verifyHmac(tampered, KNOWN_SIGNATURE, SECRET)).toBe(false);
    expect(verifyHmac(processedCallbackValues(transaction), KNOWN_SIGNATURE, 'other')).toBe(false);
    for (const malformed of [undefined, '', 'abc', KNOWN_SIGNATURE.slice(2), 42]) {
      expect(verifyHmac(processedCallbackValues(transaction), malformed, SECRET)).toBe(false);
    }
  });

  it('reads the same values from the browser redirect query string', () => {
    const query = {
      amount_cents: '150000',
      created_at: '2025-11-23T10:00:00.000000',
      currency: 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: '192837465',
      integration_id: '4100001',
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order_id: '555123401',
      owner: '50045',
      pending: 'false',
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      success: 'true',
      hmac: KNOWN_SIGNATURE,
    };
    expect(verifyHmac(responseCallbackValues(query), query.hmac, SECRET)).toBe(true);
    const { order_id, ...withOrder } = query;
    expect(
      verifyHmac(responseCallbackValues({ ...withOrder, order: order_id }), query.hmac, SECRET),
    ).toBe(true);
    expect(
      verifyHmac(responseCallbackValues({ ...query, success: 'false' }), query.hmac, SECRET),
    ).toBe(false);
  });
});
