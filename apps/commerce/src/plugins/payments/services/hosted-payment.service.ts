import { Inject, Injectable } from '@nestjs/common';
import {
  ChannelService,
  type ID,
  isGraphQlErrorResult,
  Logger,
  type Order,
  OrderService,
  Payment,
  PaymentService,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { randomBytes } from 'node:crypto';
import { createSystemContext } from '../../../common/system-context';
import {
  type BillingData,
  GatewayClient,
  GatewayError,
  type IntentionItem,
  type RefundResponse,
} from './gateway-client';
import { type GatewayTransaction, processedCallbackValues, verifyHmac } from './gateway-hmac';
import { bothLanguages, languageOf } from './payment-messages';
import {
  CALLBACK_ROUTE,
  type HostedPaymentMetadata,
  PAYMENT_SETTINGS,
  type PaymentSettings,
  RETURN_ROUTE,
} from './payment-options';
import type { HostedProvider } from './providers';

const loggerCtx = 'DarPayments';

export type IntentionOutcome =
  | { kind: 'created'; metadata: HostedPaymentMetadata }
  | { kind: 'unavailable' }
  | { kind: 'phone-missing' }
  | { kind: 'failed'; reason: string };

/** What became of a "processed" callback; the controller maps it to an HTTP status. */
export type CallbackOutcome =
  | { kind: 'settled' | 'declined' | 'refunded' | 'duplicate' | 'ignored'; orderCode: string }
  | { kind: 'forged' | 'mismatch' | 'unknown' | 'retry'; reason: string };

/**
 * Thrown inside the settling transaction when settling did not place the order, to roll the
 * settlement back (see {@link HostedPaymentService.handleProcessedCallback}).
 */
class SettledWithoutOrder extends Error {
  constructor(readonly orderCode: string) {
    super(`Order ${orderCode} was not placed by its settled payment`);
    this.name = 'SettledWithoutOrder';
  }
}

@Injectable()
export class HostedPaymentService {
  constructor(
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly paymentService: PaymentService,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
  ) {}

  private get client(): GatewayClient | undefined {
    return this.settings.gateway ? new GatewayClient(this.settings.gateway) : undefined;
  }

  /** Whether a provider can be paid with now: a gateway with its integration id. */
  isAvailable(provider: HostedProvider): boolean {
    return this.settings.gateway?.integrationIds[provider] !== undefined;
  }

  /**
   * Creates the gateway intention for paying `amount` of the order with a provider, from the
   * order's lines and shipping address. Called by the hosted handler's `createPayment`.
   */
  async createIntention(
    ctx: RequestContext,
    orderInput: Order,
    amount: number,
    provider: HostedProvider,
  ): Promise<IntentionOutcome> {
    const gateway = this.settings.gateway;
    const integrationId = gateway?.integrationIds[provider];
    const client = this.client;
    if (!gateway || integrationId === undefined || !client) {
      return { kind: 'unavailable' };
    }
    const order = await this.orderService.findOne(ctx, orderInput.id, [
      'lines',
      'lines.productVariant',
      'customer',
      'shippingLines',
    ]);
    if (!order) {
      return { kind: 'failed', reason: `Order ${orderInput.id} not found` };
    }
    const billing = billingData(order);
    if (!billing.phone_number) {
      return { kind: 'phone-missing' };
    }
    const reference = `${order.code}-${randomBytes(6).toString('hex')}`;
    const language = languageOf(ctx);
    try {
      const intention = await client.createIntention({
        amount,
        currency: 'EGP',
        payment_methods: [integrationId],
        items: intentionItems(order, amount),
        billing_data: billing,
        special_reference: reference,
        notification_url: `${this.settings.publicUrl}/${CALLBACK_ROUTE}`,
        redirection_url: `${this.settings.publicUrl}/${RETURN_ROUTE}`,
        extras: { orderCode: order.code, language, provider },
      });
      const paymentUrl = client.checkoutUrl(intention.client_secret);
      Logger.info(
        `Intention ${intention.id} for order ${order.code} (${provider}, ${amount} piasters)`,
        loggerCtx,
      );
      return {
        kind: 'created',
        metadata: {
          provider,
          reference,
          intentionId: intention.id,
          providerOrderId: intention.intention_order_id,
          language,
          public: { paymentUrl, provider },
        },
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      Logger.error(`Intention for order ${order.code} failed: ${reason}`, loggerCtx);
      return { kind: 'failed', reason };
    }
  }

  /**
   * A "processed" callback: verified (HMAC, constant time), matched with our payment (reference,
   * provider order, amount, currency), then settles or declines it. Nothing changes unless all
   * of that holds; a transaction already recorded changes nothing again.
   *
   * A successful charge may still not place the order: the order process refuses placement when
   * stock ran out meanwhile (someone bought the last unit while this shopper was on the hosted
   * page), and Vendure then leaves the payment Settled on an order in ArrangingPayment — money
   * taken, no order. We do not check stock before settling: that would copy the order process's
   * rules and still race with another placement between the check and the settlement. Instead
   * settling and placing are one transaction, and the order process (whose stock check locks the
   * stock rows) has the last word: when the order did not leave ArrangingPayment, the whole
   * settlement is rolled back, so no Settled payment without an order is ever committed (nor its
   * events published). Then {@link refundUnplaced} gives the captured amount back through the
   * provider and declines the payment with the reason, leaving the order payable again.
   */
  async handleProcessedCallback(body: unknown, hmac: unknown): Promise<CallbackOutcome> {
    const gateway = this.settings.gateway;
    const obj = (body as { obj?: GatewayTransaction } | undefined)?.obj;
    if (!gateway || !obj || typeof obj !== 'object') {
      return { kind: 'forged', reason: 'no transaction object' };
    }
    if (!verifyHmac(processedCallbackValues(obj), hmac, gateway.hmacSecret)) {
      return { kind: 'forged', reason: `bad HMAC for transaction ${String(obj.id)}` };
    }
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    try {
      return await this.connection.withTransaction(ctx, (txCtx) =>
        this.applyProcessedCallback(txCtx, obj),
      );
    } catch (error) {
      if (!(error instanceof SettledWithoutOrder)) throw error;
      return this.refundUnplaced(ctx, obj);
    }
  }

  /** The payment a verified transaction is for, if it matches it; else why not. */
  private async matchTransaction(ctx: RequestContext, obj: GatewayTransaction) {
    const reference = obj.order?.merchant_order_id ?? '';
    const found = await this.findPaymentByReference(ctx, reference);
    if (!found) {
      return {
        rejected: { kind: 'unknown', reason: `no payment with reference "${reference}"` },
      } as const;
    }
    const { payment, metadata } = found;
    if (metadata.providerOrderId !== obj.order.id) {
      return {
        rejected: {
          kind: 'mismatch',
          reason: `provider order ${obj.order.id} is not ${metadata.providerOrderId}`,
        },
      } as const;
    }
    if (obj.amount_cents !== payment.amount || obj.currency !== 'EGP') {
      return {
        rejected: {
          kind: 'mismatch',
          reason: `${obj.amount_cents} ${obj.currency} does not match ${payment.amount} EGP`,
        },
      } as const;
    }
    return { found } as const;
  }

  private async applyProcessedCallback(
    txCtx: RequestContext,
    obj: GatewayTransaction,
  ): Promise<CallbackOutcome> {
    const match = await this.matchTransaction(txCtx, obj);
    if (match.rejected) return match.rejected;
    const { order, payment, metadata } = match.found;
    if (metadata.transactionIds?.includes(obj.id)) {
      return { kind: 'duplicate', orderCode: order.code };
    }
    const superseded =
      payment.state === 'Cancelled' ||
      (payment.state === 'Pending' && order.state !== 'ArrangingPayment');
    if (superseded && obj.success && !obj.pending) {
      // The shopper paid a page we had given up on (the order was placed with another
      // method, or cancelled): the money goes straight back.
      await this.savePayment(txCtx, payment.id, {
        metadata: { ...metadata, transactionIds: [...(metadata.transactionIds ?? []), obj.id] },
        transactionId: String(obj.id),
      });
      if (payment.state === 'Pending') {
        await this.paymentService.cancelPayment(txCtx, payment.id);
      }
      await this.client?.refund(String(obj.id), obj.amount_cents);
      Logger.warn(
        `Transaction ${obj.id} paid the cancelled payment ${payment.id} of order ${order.code}; refunded`,
        loggerCtx,
      );
      return { kind: 'ignored', orderCode: order.code };
    }
    if (payment.state !== 'Pending') {
      Logger.warn(
        `Transaction ${obj.id} for payment ${payment.id} of order ${order.code} arrived in state ${payment.state}; left unchanged`,
        loggerCtx,
      );
      return { kind: 'ignored', orderCode: order.code };
    }
    if (obj.pending) {
      return { kind: 'ignored', orderCode: order.code };
    }
    const recorded: HostedPaymentMetadata = {
      ...metadata,
      transactionIds: [...(metadata.transactionIds ?? []), obj.id],
    };
    if (obj.success && !obj.error_occured) {
      await this.savePayment(txCtx, payment.id, {
        metadata: { ...recorded, verifiedTransactionId: obj.id },
        transactionId: String(obj.id),
      });
      const settled = await this.paymentService.settlePayment(txCtx, payment.id);
      if (isGraphQlErrorResult(settled) || settled.state !== 'Settled') {
        throw new Error(`Settling payment ${payment.id} of order ${order.code} failed`);
      }
      const afterSettling = await this.orderService.findOne(txCtx, order.id, []);
      if (afterSettling?.state === 'ArrangingPayment') {
        // The order process refused placement (see handleProcessedCallback): roll back.
        throw new SettledWithoutOrder(order.code);
      }
      Logger.info(`Payment ${payment.id} of order ${order.code} settled (${obj.id})`, loggerCtx);
      return { kind: 'settled', orderCode: order.code };
    }
    const reason = obj.data?.message || 'declined';
    await this.savePayment(txCtx, payment.id, {
      metadata: recorded,
      transactionId: String(obj.id),
      errorMessage: bothLanguages('declined', reason),
    });
    const declined = await this.paymentService.transitionToState(txCtx, payment.id, 'Declined');
    if (isGraphQlErrorResult(declined)) {
      throw new Error(`Declining payment ${payment.id}: ${declined.message}`);
    }
    Logger.info(`Payment ${payment.id} of order ${order.code} declined: ${reason}`, loggerCtx);
    return { kind: 'declined', orderCode: order.code };
  }

  /**
   * A charge whose settlement could not place the order (rolled back, so the payment is still
   * Pending): refunds it in full through the provider, then records the transaction and its
   * refund and declines the payment with the reason in both languages. The order stays in
   * ArrangingPayment with nothing covering it: payable again, with any method. A replay finds the
   * transaction recorded and changes nothing. When the provider cannot refund now, nothing is
   * recorded and the callback is answered with an error, so the provider delivers it again.
   */
  private async refundUnplaced(
    ctx: RequestContext,
    obj: GatewayTransaction,
  ): Promise<CallbackOutcome> {
    return this.connection.withTransaction(ctx, async (txCtx) => {
      const match = await this.matchTransaction(txCtx, obj);
      if (match.rejected) return match.rejected;
      const { order, payment, metadata } = match.found;
      if (metadata.transactionIds?.includes(obj.id) || payment.state !== 'Pending') {
        return { kind: 'duplicate', orderCode: order.code };
      }
      const client = this.client;
      let refund: RefundResponse;
      try {
        if (!client) throw new GatewayError('No payment gateway is configured.');
        refund = await client.refund(String(obj.id), obj.amount_cents);
        if (!refund.success) {
          throw new GatewayError(`refund declined: ${refund.data?.message ?? 'no reason given'}`);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        Logger.error(
          `Transaction ${obj.id} paid order ${order.code}, which could not be placed, and refunding it failed: ${reason}`,
          loggerCtx,
        );
        return { kind: 'retry', reason };
      }
      await this.savePayment(txCtx, payment.id, {
        metadata: {
          ...metadata,
          transactionIds: [...(metadata.transactionIds ?? []), obj.id],
          refundTransactionId: refund.id,
        } satisfies HostedPaymentMetadata,
        transactionId: String(obj.id),
        errorMessage: bothLanguages('notPlacedRefunded'),
      });
      const declined = await this.paymentService.transitionToState(txCtx, payment.id, 'Declined');
      if (isGraphQlErrorResult(declined)) {
        throw new Error(`Declining payment ${payment.id}: ${declined.message}`);
      }
      Logger.warn(
        `Transaction ${obj.id} paid order ${order.code}, which could not be placed (out of stock); refunded in full (${refund.id}) and payment ${payment.id} declined`,
        loggerCtx,
      );
      return { kind: 'refunded', orderCode: order.code };
    });
  }

  /**
   * The order code, language and payment state behind a reference, for the browser's return
   * page: a payment the callback already declined (or refunded) is a failure whatever the
   * browser's query says.
   */
  async describeReference(
    reference: string,
  ): Promise<{ orderCode: string; language: 'ar' | 'en'; paymentFailed: boolean } | undefined> {
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    const found = await this.findPaymentByReference(ctx, reference);
    return (
      found && {
        orderCode: found.order.code,
        language: found.metadata.language,
        paymentFailed: found.payment.state === 'Declined' || found.payment.state === 'Error',
      }
    );
  }

  /** Refunds (part of) a settled hosted payment through the provider. */
  async refund(payment: Payment, amount: number) {
    const metadata = payment.metadata as Partial<HostedPaymentMetadata>;
    const client = this.client;
    if (!client || metadata.verifiedTransactionId === undefined) {
      throw new GatewayError(`Payment ${payment.id} has no provider transaction to refund.`);
    }
    return client.refund(String(metadata.verifiedTransactionId), amount);
  }

  private async findPaymentByReference(ctx: RequestContext, reference: string) {
    // References are `<order code>-<random>`: the order code finds the order in one query.
    const orderCode = reference.replace(/-[0-9a-f]{12}$/, '');
    if (!orderCode || orderCode === reference) {
      return undefined;
    }
    const order = await this.orderService.findOneByCode(ctx, orderCode, ['payments']);
    const payment = order?.payments?.find(
      (candidate) =>
        (candidate.metadata as Partial<HostedPaymentMetadata> | undefined)?.reference === reference,
    );
    if (!order || !payment) {
      return undefined;
    }
    return { order, payment, metadata: payment.metadata as HostedPaymentMetadata };
  }

  private async savePayment(
    ctx: RequestContext,
    paymentId: ID,
    changes: Partial<Pick<Payment, 'metadata' | 'transactionId' | 'errorMessage'>>,
  ): Promise<void> {
    const repository = this.connection.getRepository(ctx, Payment);
    const payment = await repository.findOneOrFail({ where: { id: paymentId } });
    Object.assign(payment, changes);
    await repository.save(payment);
  }

  /**
   * Cancels the order's payment pages still `Pending`, before another payment attempt: Vendure
   * counts them as covering the order. Nothing was taken on them; one paid later is refunded.
   */
  async supersedePendingPayments(ctx: RequestContext, orderId: ID): Promise<void> {
    const payments = await this.orderService.getOrderPayments(ctx, orderId);
    for (const payment of payments.filter((candidate) => candidate.state === 'Pending')) {
      const cancelled = await this.paymentService.cancelPayment(ctx, payment.id);
      if (isGraphQlErrorResult(cancelled)) {
        throw new Error(`Cancelling the pending payment ${payment.id}: ${cancelled.message}`);
      }
      Logger.info(`Pending payment ${payment.id} superseded by a new attempt`, loggerCtx);
    }
  }
}

function billingData(order: Order): BillingData {
  const address = order.shippingAddress ?? {};
  const [first, ...rest] = (address.fullName || '').trim().split(/\s+/);
  const customer = order.customer;
  const na = (value: string | undefined | null) => (value && value.trim()) || 'NA';
  return {
    first_name: na(first || customer?.firstName),
    last_name: na(rest.join(' ') || customer?.lastName),
    email: na(customer?.emailAddress),
    // Empty when neither has one: the provider rejects that, so we ask for it first.
    phone_number: (address.phoneNumber || customer?.phoneNumber || '').trim(),
    country: na(address.countryCode || 'EG'),
    city: na(address.city),
    street: na([address.streetLine1, address.streetLine2].filter(Boolean).join(', ')),
    building: 'NA',
    floor: 'NA',
    apartment: 'NA',
  };
}

/**
 * The lines and delivery as the provider's items. Their amounts must add up to the intention's
 * amount; when they cannot (a partly paid order), one item stands for the whole amount.
 */
function intentionItems(order: Order, amount: number): IntentionItem[] {
  // One item per line at its line total, quantity 1: the amounts add up however the provider
  // reads quantities.
  const items: IntentionItem[] = order.lines.map((line) => ({
    name:
      `${line.productVariant?.name || line.productVariant?.sku || `#${line.id}`}`.slice(0, 45) +
      (line.quantity > 1 ? ` × ${line.quantity}` : ''),
    amount: line.proratedLinePriceWithTax,
    description: line.productVariant?.sku || 'item',
    quantity: 1,
  }));
  if (order.shippingWithTax > 0) {
    items.push({
      name: 'Delivery',
      amount: order.shippingWithTax,
      description: 'Delivery',
      quantity: 1,
    });
  }
  const sum = items.reduce((total, item) => total + item.amount, 0);
  if (sum === amount) {
    return items;
  }
  return [{ name: `Order ${order.code}`, amount, description: `Order ${order.code}`, quantity: 1 }];
}
