import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's transaction signature (docs/payments.md §2): these fields' values, in this order,
 * concatenated as strings (booleans as `true`/`false`), HMAC-SHA512 with the HMAC secret,
 * lowercase hex.
 */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type HmacField = (typeof HMAC_FIELDS)[number];
export type HmacValues = Readonly<Record<HmacField, string | number | boolean | null | undefined>>;

/** The transaction object (`obj`) of a "processed" callback, as far as we read it. */
export interface GatewayTransaction {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  created_at: string;
  currency: string;
  error_occured: boolean;
  owner: number;
  order: { id: number; merchant_order_id?: string | null };
  source_data: { pan: string; sub_type: string; type: string };
  data?: { message?: string; txn_response_code?: string };
}

export function signHmacValues(values: HmacValues, secret: string): string {
  const message = HMAC_FIELDS.map((field) => stringify(values[field])).join('');
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

/** The values a "processed" (POST) callback signs, read from its transaction object. */
export function processedCallbackValues(obj: GatewayTransaction): HmacValues {
  return {
    amount_cents: obj.amount_cents,
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: obj.error_occured,
    has_parent_transaction: obj.has_parent_transaction,
    id: obj.id,
    integration_id: obj.integration_id,
    is_3d_secure: obj.is_3d_secure,
    is_auth: obj.is_auth,
    is_capture: obj.is_capture,
    is_refunded: obj.is_refunded,
    is_standalone_payment: obj.is_standalone_payment,
    is_voided: obj.is_voided,
    'order.id': obj.order?.id,
    owner: obj.owner,
    pending: obj.pending,
    'source_data.pan': obj.source_data?.pan,
    'source_data.sub_type': obj.source_data?.sub_type,
    'source_data.type': obj.source_data?.type,
    success: obj.success,
  };
}

/**
 * The values a "response" (browser GET) callback signs, from its query string: the same fields
 * flattened, the order's id as `order_id` (or `order`, as the provider's live pages send it).
 */
export function responseCallbackValues(
  query: Readonly<Record<string, string | undefined>>,
): HmacValues {
  const values: Partial<Record<HmacField, string | undefined>> = {};
  for (const field of HMAC_FIELDS) {
    values[field] = field === 'order.id' ? (query.order_id ?? query.order) : query[field];
  }
  return values as HmacValues;
}

/** Constant-time check of a received signature; anything malformed is simply not valid. */
export function verifyHmac(values: HmacValues, received: unknown, secret: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{128}$/i.test(received)) {
    return false;
  }
  const expected = Buffer.from(signHmacValues(values, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'));
}

function stringify(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  return typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
}
