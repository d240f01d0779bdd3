import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ActiveOrderService } from '@vendure/core';
import { CouponCodeLimitError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { from, type Observable, of, switchMap } from 'rxjs';
import { shopMutation } from '../../../common/shop-mutation';
import { WheelPromotionService } from '../services/wheel-promotion.service';

/**
 * One of the wheel's offers per order: stock `applyCouponCode` with a wheel segment's coupon, on
 * an order that already has another segment's, answers CouponCodeLimitError (limit 1) and leaves
 * the order as it was. Vendure lets any number of coupons stack, and the wheel's codes are in
 * every home page (docs/product-spec.md §3 gives the storefront `promotion.couponCode`): without
 * this, one order could take every segment's discount at once. The shopper may swap offers by
 * removing the first code.
 */
@Injectable()
export class OneWheelOfferInterceptor implements NestInterceptor {
  constructor(
    private readonly activeOrders: ActiveOrderService,
    private readonly wheel: WheelPromotionService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const mutation = shopMutation<{ couponCode: string }>(context, 'applyCouponCode');
    if (!mutation) return next.handle();
    const {
      ctx,
      args: { couponCode },
    } = mutation;
    return from(
      (async () => {
        // Codes compare whatever their case, as Vendure finds them ("wheel10" is WHEEL10).
        const asked = couponCode.toLowerCase();
        const order = await this.activeOrders.getActiveOrder(ctx, undefined);
        const others = (order?.couponCodes ?? [])
          .map((code) => code.toLowerCase())
          .filter((code) => code !== asked);
        if (others.length === 0) return undefined;
        const wheelCodes = await this.wheel.wheelCouponCodes(ctx, [asked, ...others]);
        return wheelCodes.has(asked) && others.some((code) => wheelCodes.has(code))
          ? new CouponCodeLimitError({ couponCode, limit: 1 })
          : undefined;
      })(),
    ).pipe(switchMap((refusal) => (refusal ? of(refusal) : next.handle())));
  }
}
