import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { Logger } from '@vendure/core';
import type { HttpRequest as Request, HttpResponse as Response } from './http';
import { responseCallbackValues, verifyHmac } from '../services/gateway-hmac';
import { HostedPaymentService } from '../services/hosted-payment.service';
import {
  CALLBACK_ROUTE,
  PAYMENT_SETTINGS,
  type PaymentSettings,
  RETURN_ROUTE,
} from '../services/payment-options';

const loggerCtx = 'DarPayments';

/** Where the storefront is, for sending the shopper's browser back. */
export const STOREFRONT_URL = Symbol('DAR_STOREFRONT_URL');

/**
 * The provider's two calls to us. POST `CALLBACK_ROUTE` ("processed", server to server) is the
 * only thing that settles or declines a hosted payment. GET `RETURN_ROUTE` is the shopper's
 * browser coming back: it only chooses the storefront page, `/checkout/success` or `/failed` (also when the callback had to
 * refund the charge because the order could not be placed).
 */
@Controller()
export class PaymentCallbackController {
  constructor(
    private readonly hosted: HostedPaymentService,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
    @Inject(STOREFRONT_URL) private readonly storefrontUrl: string,
  ) {}

  @Post(CALLBACK_ROUTE)
  @HttpCode(200)
  async processed(@Req() req: Request, @Res() res: Response): Promise<void> {
    const outcome = await this.hosted.handleProcessedCallback(req.body, req.query.hmac);
    switch (outcome.kind) {
      case 'settled':
      case 'declined':
      case 'refunded':
      case 'duplicate':
      case 'ignored':
        res.status(200).json({ received: true, outcome: outcome.kind });
        return;
      case 'forged':
        Logger.warn(
          `Rejected a forged payment callback from ${req.ip}: ${outcome.reason}`,
          loggerCtx,
        );
        res.status(401).json({ received: false, error: 'invalid signature' });
        return;
      case 'mismatch':
        Logger.warn(`Rejected a payment callback from ${req.ip}: ${outcome.reason}`, loggerCtx);
        res.status(409).json({ received: false, error: 'does not match the payment' });
        return;
      case 'unknown':
        Logger.warn(`Rejected a payment callback from ${req.ip}: ${outcome.reason}`, loggerCtx);
        res.status(404).json({ received: false, error: 'unknown payment' });
        return;
      case 'retry':
        // Nothing was recorded: the provider delivers the callback again, and we try again.
        res.status(503).json({ received: false, error: 'try again later' });
        return;
    }
  }

  @Get(RETURN_ROUTE)
  async response(@Req() req: Request, @Res() res: Response): Promise<void> {
    const query = Object.fromEntries(
      Object.entries(req.query).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : undefined,
      ]),
    );
    const secret = this.settings.gateway?.hmacSecret;
    const genuine = !!secret && verifyHmac(responseCallbackValues(query), query.hmac, secret);
    const known = query.merchant_order_id
      ? await this.hosted.describeReference(query.merchant_order_id)
      : undefined;
    // A charge that succeeded but was refunded because the order could not be placed (the
    // callback got there first and declined the payment) is a failure for the shopper.
    const succeeded =
      genuine && query.success === 'true' && query.pending === 'false' && !known?.paymentFailed;
    if (!genuine) {
      Logger.warn(`A payment return with an invalid signature from ${req.ip}`, loggerCtx);
    }
    const target = new URL(
      `${known?.language === 'en' ? '/en' : ''}/checkout/${succeeded ? 'success' : 'failed'}`,
      this.storefrontUrl,
    );
    if (known) {
      target.searchParams.set('order', known.orderCode);
    }
    res.redirect(303, target.toString());
  }
}
