import type { PaymentGatewaySettings } from '../../../environment';

/**
 * The gateway's HTTP API as docs/payments.md describes it: create an intention, and refund or void a
 * transaction, and look one up. Pure HTTP, no Vendure: the payment handlers and the service call it, the sandbox
 * answers it in development and tests, the provider in production.
 */

export interface IntentionItem {
  name: string;
  amount: number;
  description: string;
  quantity: number;
}

export interface BillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
}

export interface IntentionRequest {
  amount: number;
  currency: 'EGP';
  payment_methods: number[];
  items: IntentionItem[];
  billing_data: BillingData;
  special_reference: string;
  notification_url: string;
  redirection_url: string;
  extras: Record<string, string>;
}

export interface IntentionResponse {
  id: string;
  client_secret: string;
  intention_order_id: number;
  status: string;
}

/** A transaction as the provider's inquiry returns it (the fields we read). */
export interface TransactionResponse {
  id: number;
  success: boolean;
  pending: boolean;
  amount_cents: number;
  is_refunded: boolean;
  is_voided: boolean;
  refunded_amount_cents: number;
}

export interface RefundResponse {
  id: number;
  success: boolean;
  pending: boolean;
  amount_cents: number;
  data?: { message?: string };
}

/** The gateway said no, or could not be reached; `status` is its HTTP status when it answered. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A hung provider must not hold the shopper's checkout (and a database transaction) for long. */
const TIMEOUT_MS = 15_000;

export class GatewayClient {
  constructor(private readonly settings: PaymentGatewaySettings) {}

  async createIntention(request: IntentionRequest): Promise<IntentionResponse> {
    const body = await this.post<IntentionResponse>('/v1/intention/', request, 201);
    if (!body.client_secret || !body.id) {
      throw new GatewayError('The gateway answered without an intention id or client secret.');
    }
    return body;
  }

  /** The provider's hosted (unified) checkout page for an intention: our `paymentUrl`. */
  checkoutUrl(clientSecret: string): string {
    const url = new URL(`${this.settings.baseUrl}/unifiedcheckout/`);
    url.searchParams.set('publicKey', this.settings.publicKey);
    url.searchParams.set('clientSecret', clientSecret);
    return url.toString();
  }

  refund(transactionId: string, amountCents: number): Promise<RefundResponse> {
    return this.post<RefundResponse>(
      '/api/acceptance/void_refund/refund',
      { transaction_id: transactionId, amount_cents: amountCents },
      200,
    );
  }

  /** The provider's view of a transaction: whether, and how much of it, was refunded. */
  transaction(transactionId: string): Promise<TransactionResponse> {
    return this.request<TransactionResponse>(
      'GET',
      `/api/acceptance/transactions/${encodeURIComponent(transactionId)}`,
      undefined,
      200,
    );
  }

  void(transactionId: string): Promise<RefundResponse> {
    return this.post<RefundResponse>(
      '/api/acceptance/void_refund/void',
      { transaction_id: transactionId },
      200,
    );
  }

  private post<T>(path: string, body: unknown, expected: number): Promise<T> {
    return this.request<T>('POST', path, body, expected);
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    expected: number,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          authorization: `Token ${this.settings.secretKey}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(
        `The payment gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    if (response.status !== expected) {
      throw new GatewayError(
        `The payment gateway refused ${path} with HTTP ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GatewayError(`The payment gateway answered ${path} with something not JSON.`);
    }
  }
}
