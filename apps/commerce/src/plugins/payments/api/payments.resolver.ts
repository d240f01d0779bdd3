import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  ActiveOrderService,
  Allow,
  Asset,
  Ctx,
  isGraphQlErrorResult,
  OrderService,
  Permission,
  PaymentMethod,
  RequestContext,
  Transaction,
  TransactionalConnection,
} from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import {
  ErrorResult,
  IneligiblePaymentMethodError,
  NoActiveOrderError,
} from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { HostedPaymentService } from '../services/hosted-payment.service';
import { hostedGatewayHandler } from '../services/payment-handlers';
import { paymentMessage } from '../services/payment-messages';
import {
  type HostedPaymentMetadata,
  PAYMENT_SETTINGS,
  type PaymentSettings,
} from '../services/payment-options';
import { PAYMENT_SANDBOX_ROUTE } from '../../../environment';

interface PaymentSession {
  __typename: 'PaymentSession';
  paymentUrl: string;
  paymentId: string;
  orderCode: string;
  method: string;
}

@Resolver()
export class PaymentSessionResolver {
  constructor(
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
    private readonly connection: TransactionalConnection,
    private readonly hosted: HostedPaymentService,
  ) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  async createPaymentSession(
    @Ctx() ctx: RequestContext,
    @Args() args: { methodCode: string },
  ): Promise<PaymentSession | ErrorResult> {
    const method = await this.connection.getRepository(ctx, PaymentMethod).findOne({
      where: { code: args.methodCode, enabled: true },
    });
    if (method && method.handler.code !== hostedGatewayHandler.code) {
      return new IneligiblePaymentMethodError({
        eligibilityCheckerMessage: paymentMessage(ctx, 'noPaymentPage'),
      });
    }
    const active = await this.activeOrders.getActiveOrder(ctx, undefined);
    if (!active) {
      return new NoActiveOrderError();
    }
    if (active.state === 'AddingItems') {
      const moved = await this.orders.transitionToState(ctx, active.id, 'ArrangingPayment');
      if (isGraphQlErrorResult(moved)) {
        return moved as ErrorResult;
      }
    }
    await this.hosted.supersedePendingPayments(ctx, active.id);
    const result = await this.orders.addPaymentToOrder(ctx, active.id, {
      method: args.methodCode,
      metadata: {},
    });
    if (isGraphQlErrorResult(result)) {
      return result as ErrorResult;
    }
    const payments = await this.orders.getOrderPayments(ctx, result.id);
    const payment = payments
      .filter((candidate) => candidate.method === args.methodCode)
      .sort((a, b) => Number(b.id) - Number(a.id))[0];
    const metadata = payment?.metadata as Partial<HostedPaymentMetadata> | undefined;
    if (!payment || !metadata?.public?.paymentUrl) {
      throw new Error(`Order ${result.code} got no payment page for ${args.methodCode}`);
    }
    return {
      __typename: 'PaymentSession',
      paymentUrl: metadata.public.paymentUrl,
      paymentId: String(payment.id),
      orderCode: result.code,
      method: args.methodCode,
    };
  }
}

@Resolver('CreatePaymentSessionResult')
export class CreatePaymentSessionResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename ?? 'PaymentSession';
  }
}

@Resolver('PaymentMethodQuote')
export class PaymentMethodQuoteResolver {
  constructor(
    private readonly connection: TransactionalConnection,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  /** A hosted method whose gateway is this server's sandbox takes test cards and no money. */
  @ResolveField()
  async testMode(@Ctx() ctx: RequestContext, @Parent() quote: { id: string }): Promise<boolean> {
    const sandboxUrl = `${this.settings.publicUrl}/${PAYMENT_SANDBOX_ROUTE}`;
    if (!this.settings.sandbox || this.settings.gateway?.baseUrl !== sandboxUrl) return false;
    const method = await this.connection.getRepository(ctx, PaymentMethod).findOne({
      where: { id: quote.id },
    });
    return method?.handler.code === hostedGatewayHandler.code;
  }

  @ResolveField()
  async logo(
    @Ctx() ctx: RequestContext,
    @Parent() quote: { id: string },
  ): Promise<Asset | undefined> {
    const method = await this.connection.getRepository(ctx, PaymentMethod).findOne({
      where: { id: quote.id },
      relations: ['customFields.logo'],
    });
    return (method?.customFields as { logo?: Asset | null } | undefined)?.logo ?? undefined;
  }
}
