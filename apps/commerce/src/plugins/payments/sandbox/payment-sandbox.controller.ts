import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { Logger } from '@vendure/core';
import type { HttpRequest as Request, HttpResponse as Response } from '../api/http';
import { PAYMENT_SANDBOX_ROUTE, type PaymentGatewaySettings } from '../../../environment';
import type { IntentionRequest } from '../services/gateway-client';
import {
  type GatewayTransaction,
  processedCallbackValues,
  signHmacValues,
} from '../services/gateway-hmac';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../services/payment-options';
import { checkoutPage, errorPage, otpPage, TEST_CARDS, TEST_OTP } from './sandbox-page';

const loggerCtx = 'PaymentSandbox';

interface Intention {
  id: string;
  clientSecret: string;
  providerOrderId: number;
  request: IntentionRequest;
  /** Card numbers waiting for their confirmation code, by attempt id. */
  awaitingOtp: Map<string, string>;
}

interface Charge {
  transaction: GatewayTransaction;
  refunded: number;
  voided: boolean;
}

/**
 * Plays the payment provider for development, tests and the local trial (docs/payments.md), so the adapter's real HTTP
 * code runs against it: the intention API, the hosted checkout page with test cards, the signed
 * "processed" callback to `notification_url`, the browser's return to `redirection_url`, and
 * refunds and voids. State lives in memory: a restart forgets open pages.
 */
@Controller(PAYMENT_SANDBOX_ROUTE)
export class PaymentSandboxController {
  private readonly intentions = new Map<string, Intention>();
  private readonly references = new Set<string>();
  private readonly charges = new Map<number, Charge>();
  private nextOrderId = 700_000_001;
  private nextTransactionId = 900_000_001;

  constructor(@Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings) {}

  private get gateway(): PaymentGatewaySettings {
    if (!this.settings.gateway) {
      throw new Error('The payment sandbox runs without gateway settings.');
    }
    return this.settings.gateway;
  }

  @Post('v1/intention')
  createIntention(@Req() req: Request, @Res() res: Response): void {
    if (req.headers.authorization !== `Token ${this.gateway.secretKey}`) {
      res.status(401).json({ detail: 'Invalid secret key.' });
      return;
    }
    const body = req.body as Partial<IntentionRequest>;
    const problem = this.validate(body);
    if (problem) {
      res.status(problem.status).json(problem.body);
      return;
    }
    const request = body as IntentionRequest;
    const intention: Intention = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      providerOrderId: this.nextOrderId++,
      request,
      awaitingOtp: new Map(),
    };
    this.intentions.set(intention.clientSecret, intention);
    this.references.add(request.special_reference);
    res.status(201).json({
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: intention.providerOrderId,
      status: 'intended',
      payment_methods: request.payment_methods.map((id) => ({ integration_id: id, live: false })),
      special_reference: request.special_reference,
      extras: { creation_extras: request.extras },
    });
  }

  @Get('unifiedcheckout')
  checkout(@Req() req: Request, @Res() res: Response): void {
    const intention = this.intentionFor(req.query.clientSecret);
    if (req.query.publicKey !== this.gateway.publicKey || !intention) {
      res
        .status(404)
        .type('html')
        .send(errorPage({ ar: 'صفحة الدفع غير موجودة.', en: 'This payment page does not exist.' }));
      return;
    }
    res.type('html').send(
      checkoutPage({
        clientSecret: intention.clientSecret,
        amount: intention.request.amount,
        merchantReference: intention.request.special_reference,
        provider: intention.request.extras.provider ?? 'card',
      }),
    );
  }

  @Post('unifiedcheckout/pay')
  async pay(@Req() req: Request, @Res() res: Response): Promise<void> {
    const form = req.body as Record<string, string | undefined>;
    const intention = this.intentionFor(form.clientSecret);
    if (!intention) {
      res
        .status(404)
        .type('html')
        .send(errorPage({ ar: 'انتهت الجلسة.', en: 'Session expired.' }));
      return;
    }
    const card = (form.cardNumber ?? '').replace(/\D/g, '');
    if (card === TEST_CARDS.otp) {
      const attempt = randomBytes(8).toString('hex');
      intention.awaitingOtp.set(attempt, card);
      res
        .status(200)
        .type('html')
        .send(
          otpPage({
            clientSecret: intention.clientSecret,
            attempt,
            amount: intention.request.amount,
          }),
        );
      return;
    }
    await this.complete(res, intention, card, card === TEST_CARDS.success, false);
  }

  @Post('unifiedcheckout/otp')
  async otp(@Req() req: Request, @Res() res: Response): Promise<void> {
    const form = req.body as Record<string, string | undefined>;
    const intention = this.intentionFor(form.clientSecret);
    const card = intention?.awaitingOtp.get(form.attempt ?? '');
    if (!intention || !card) {
      res
        .status(404)
        .type('html')
        .send(errorPage({ ar: 'انتهت الجلسة.', en: 'Session expired.' }));
      return;
    }
    intention.awaitingOtp.delete(form.attempt ?? '');
    await this.complete(res, intention, card, form.otp?.trim() === TEST_OTP, true);
  }

  @Post('api/acceptance/void_refund/refund')
  refund(@Req() req: Request, @Res() res: Response): void {
    if (req.headers.authorization !== `Token ${this.gateway.secretKey}`) {
      res.status(401).json({ detail: 'Invalid secret key.' });
      return;
    }
    const { transaction_id, amount_cents } = req.body as {
      transaction_id?: string | number;
      amount_cents?: number;
    };
    const charge = this.charges.get(Number(transaction_id));
    const amount = Number(amount_cents);
    if (!charge || !charge.transaction.success || charge.voided) {
      res.status(404).json({ detail: 'Transaction not found or not refundable.' });
      return;
    }
    if (!Number.isInteger(amount) || amount <= 0) {
      res.status(400).json({ amount_cents: ['A positive integer is required.'] });
      return;
    }
    if (charge.refunded + amount > charge.transaction.amount_cents) {
      res.status(400).json({ detail: 'Refund amount exceeds the captured amount.' });
      return;
    }
    charge.refunded += amount;
    res.status(200).json(this.childTransaction(charge, amount, { is_refund: true }));
  }

  /**
   * The provider's transaction inquiry (`GET /api/acceptance/transactions/{id}`): the charge as
   * it stands, with what was refunded of it (`is_refunded`, `refunded_amount_cents`).
   */
  @Get('api/acceptance/transactions/:id')
  transaction(@Param('id') id: string, @Req() req: Request, @Res() res: Response): void {
    if (req.headers.authorization !== `Token ${this.gateway.secretKey}`) {
      res.status(401).json({ detail: 'Invalid secret key.' });
      return;
    }
    const charge = this.charges.get(Number(id));
    if (!charge) {
      res.status(404).json({ detail: 'Not found.' });
      return;
    }
    res.status(200).json({
      ...charge.transaction,
      is_refunded: charge.refunded > 0,
      is_voided: charge.voided,
      refunded_amount_cents: charge.refunded,
    });
  }

  @Post('api/acceptance/void_refund/void')
  void(@Req() req: Request, @Res() res: Response): void {
    if (req.headers.authorization !== `Token ${this.gateway.secretKey}`) {
      res.status(401).json({ detail: 'Invalid secret key.' });
      return;
    }
    const charge = this.charges.get(
      Number((req.body as { transaction_id?: unknown }).transaction_id),
    );
    if (!charge || !charge.transaction.success || charge.refunded > 0 || charge.voided) {
      res.status(404).json({ detail: 'Transaction not found or not voidable.' });
      return;
    }
    charge.voided = true;
    res
      .status(200)
      .json(this.childTransaction(charge, charge.transaction.amount_cents, { is_void: true }));
  }

  /** Records the transaction, sends the signed callback, then returns the browser. */
  private async complete(
    res: Response,
    intention: Intention,
    card: string,
    success: boolean,
    threeDSecure: boolean,
  ): Promise<void> {
    const request = intention.request;
    const transaction: GatewayTransaction & {
      payment_key_claims: { extra: Record<string, string> };
    } = {
      id: this.nextTransactionId++,
      pending: false,
      amount_cents: request.amount,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: threeDSecure,
      integration_id: request.payment_methods[0] ?? 0,
      has_parent_transaction: false,
      created_at: new Date().toISOString().replace('Z', ''),
      currency: request.currency,
      error_occured: false,
      owner: 50_045,
      order: { id: intention.providerOrderId, merchant_order_id: request.special_reference },
      source_data: {
        pan: card.slice(-4) || '0000',
        sub_type: card.startsWith('5') ? 'MasterCard' : 'Visa',
        type: 'card',
      },
      data: {
        message: success ? 'Approved' : 'Do not honor',
        txn_response_code: success ? 'APPROVED' : 'DECLINED',
      },
      payment_key_claims: { extra: request.extras },
    };
    this.charges.set(transaction.id, { transaction, refunded: 0, voided: false });
    // One attempt per page, as with the provider: paying again needs a new intention.
    this.intentions.delete(intention.clientSecret);
    const hmac = signHmacValues(processedCallbackValues(transaction), this.gateway.hmacSecret);

    try {
      const callback = await fetch(`${request.notification_url}?hmac=${encodeURIComponent(hmac)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj: transaction }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!callback.ok) {
        Logger.warn(`The merchant answered the callback with HTTP ${callback.status}`, loggerCtx);
      }
    } catch (error) {
      Logger.warn(
        `The callback to ${request.notification_url} failed: ${String(error)}`,
        loggerCtx,
      );
    }

    const back = new URL(request.redirection_url);
    const query: Record<string, string> = {
      id: String(transaction.id),
      pending: String(transaction.pending),
      amount_cents: String(transaction.amount_cents),
      success: String(transaction.success),
      is_auth: String(transaction.is_auth),
      is_capture: String(transaction.is_capture),
      is_standalone_payment: String(transaction.is_standalone_payment),
      is_voided: String(transaction.is_voided),
      is_refunded: String(transaction.is_refunded),
      is_3d_secure: String(transaction.is_3d_secure),
      integration_id: String(transaction.integration_id),
      has_parent_transaction: String(transaction.has_parent_transaction),
      order: String(transaction.order.id),
      created_at: transaction.created_at,
      currency: transaction.currency,
      error_occured: String(transaction.error_occured),
      owner: String(transaction.owner),
      merchant_order_id: request.special_reference,
      'data.message': transaction.data?.message ?? '',
      'source_data.pan': transaction.source_data.pan,
      'source_data.sub_type': transaction.source_data.sub_type,
      'source_data.type': transaction.source_data.type,
      hmac,
    };
    for (const [key, value] of Object.entries(query)) back.searchParams.set(key, value);
    res.redirect(303, back.toString());
  }

  private childTransaction(charge: Charge, amount: number, flags: Record<string, boolean>) {
    return {
      id: this.nextTransactionId++,
      success: true,
      pending: false,
      amount_cents: amount,
      currency: charge.transaction.currency,
      has_parent_transaction: true,
      parent_transaction: charge.transaction.id,
      order: charge.transaction.order,
      data: { message: 'Approved' },
      ...flags,
    };
  }

  private intentionFor(clientSecret: unknown): Intention | undefined {
    return typeof clientSecret === 'string' ? this.intentions.get(clientSecret) : undefined;
  }

  /** The provider's checks on an intention, with its status codes (docs/payments.md §1). */
  private validate(body: Partial<IntentionRequest>): { status: number; body: object } | undefined {
    const known = new Set(Object.values(this.gateway.integrationIds));
    const unknown = (body.payment_methods ?? []).filter((id) => !known.has(Number(id)));
    if (!body.payment_methods?.length || unknown.length) {
      return {
        status: 404,
        body: { detail: `Integration ${unknown.join(', ') || '(none)'} not found.` },
      };
    }
    if (!Number.isInteger(body.amount) || (body.amount ?? 0) <= 0) {
      return { status: 400, body: { amount: ['A positive integer amount in cents is required.'] } };
    }
    if (body.currency !== 'EGP') {
      return { status: 400, body: { currency: ['The integration accepts EGP only.'] } };
    }
    const items = body.items ?? [];
    if (!items.length || items.some((item) => !item.name || !Number.isInteger(item.amount))) {
      return { status: 400, body: { items: ['Every item needs a name and an amount.'] } };
    }
    if (items.reduce((sum, item) => sum + item.amount, 0) !== body.amount) {
      return { status: 400, body: { amount: ['The amount must equal the sum of the items.'] } };
    }
    if (!body.billing_data?.phone_number) {
      return { status: 400, body: { billing_data: { phone_number: ['This field is required.'] } } };
    }
    if (!body.special_reference || this.references.has(body.special_reference)) {
      return { status: 400, body: { special_reference: ['Must be present and unique.'] } };
    }
    if (!body.notification_url || !body.redirection_url) {
      return {
        status: 400,
        body: { detail: 'notification_url and redirection_url are required.' },
      };
    }
    return undefined;
  }
}
