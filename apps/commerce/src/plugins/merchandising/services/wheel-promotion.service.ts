import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  type ID,
  idsAreEqual,
  isGraphQlErrorResult,
  ListQueryBuilder,
  Promotion,
  PromotionService,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
} from '@vendure/core';
import type { SelectQueryBuilder } from 'typeorm';
import { WheelPromotion, WheelPromotionTranslation } from '../entities/wheel-promotion.entity';
import {
  InvalidMerchandisingInputError,
  WheelPromotionUnavailableError,
} from './merchandising-errors';
import { isInWindow, whereShownAt } from './schedule';
import { type ItemInput, ScheduledItemService } from './scheduled-item.service';

export interface WheelPromotionInput extends ItemInput<'name'> {
  promotionId: ID;
  position?: number | null;
  timeView?: number | null;
}

/** The coupon a shopper's spin won, ready for `applyCouponCode`. */
export interface SelectedPromotion {
  /** The wheel promotion's id. */
  id: ID;
  name: string;
  couponCode: string;
  /** The earlier end of the wheel offer and of its promotion; null when neither ends. */
  endsAt: Date | null;
  promotion: Translated<Promotion>;
}

@Injectable()
export class WheelPromotionService extends ScheduledItemService<
  WheelPromotion,
  WheelPromotionInput
> {
  protected readonly entity = WheelPromotion;
  protected readonly translationEntity = WheelPromotionTranslation;
  protected readonly alias = 'wheel';
  protected readonly relations = ['promotion', 'promotion.translations'];

  constructor(
    connection: TransactionalConnection,
    listQueryBuilder: ListQueryBuilder,
    translatableSaver: TranslatableSaver,
    translator: TranslatorService,
    private readonly promotionService: PromotionService,
    private readonly customerService: CustomerService,
  ) {
    super(connection, listQueryBuilder, translatableSaver, translator);
  }

  /**
   * The wheel's segments now, in position order: each shown by its own schedule, and tied to an
   * enabled promotion of this channel, inside its dates, with a coupon code that can still be
   * used (a promotion whose overall usage limit is reached drops out).
   */
  async findShown(ctx: RequestContext): Promise<Array<Translated<WheelPromotion>>> {
    const candidates = await this.shownQuery(ctx, new Date())
      .orderBy('wheel.position', 'ASC')
      .addOrderBy('wheel.id', 'ASC')
      .getMany();
    const usable: WheelPromotion[] = [];
    for (const wheel of candidates) {
      const valid = await this.promotionService.validateCouponCode(ctx, wheel.promotion.couponCode);
      if (!isGraphQlErrorResult(valid)) {
        usable.push(wheel);
      }
    }
    return usable.map((wheel) => this.translate(ctx, wheel));
  }

  /**
   * The coupon of the offer the wheel landed on, checked again now (it may have ended since the
   * wheel was drawn) and for this shopper (a coupon limited per customer that they used).
   */
  async select(
    ctx: RequestContext,
    id: ID,
  ): Promise<SelectedPromotion | WheelPromotionUnavailableError> {
    const wheel = await this.connection.getRepository(ctx, WheelPromotion).findOne({
      where: { id },
      relations: ['promotion', 'promotion.translations', 'promotion.channels'],
    });
    const promotion = wheel?.promotion;
    if (
      !wheel ||
      !promotion ||
      promotion.deletedAt ||
      !promotion.couponCode ||
      !promotion.channels.some((channel) => idsAreEqual(channel.id, ctx.channelId))
    ) {
      return new WheelPromotionUnavailableError('NOT_AVAILABLE');
    }
    const now = new Date();
    const ends = [wheel.endsAt, promotion.endsAt].filter((date): date is Date => !!date);
    if (ends.some((end) => +end <= +now)) {
      return new WheelPromotionUnavailableError('ENDED');
    }
    if (
      !wheel.enabled ||
      !promotion.enabled ||
      !isInWindow(wheel, now) ||
      !isInWindow(promotion, now)
    ) {
      return new WheelPromotionUnavailableError('NOT_AVAILABLE');
    }
    const valid = await this.promotionService.validateCouponCode(
      ctx,
      promotion.couponCode,
      await this.customerIdOf(ctx),
    );
    if (isGraphQlErrorResult(valid)) {
      return new WheelPromotionUnavailableError(
        valid.errorCode === 'COUPON_CODE_LIMIT_ERROR' ? 'USED_UP' : 'NOT_AVAILABLE',
      );
    }
    const translated = this.translate(ctx, wheel);
    const [endsAt = null] = ends.sort((a, b) => +a - +b);
    return {
      id: wheel.id,
      name: translated.name,
      couponCode: promotion.couponCode,
      endsAt,
      promotion: translated.promotion as Translated<Promotion>,
    };
  }

  protected override shownQuery(
    ctx: RequestContext,
    now: Date,
  ): SelectQueryBuilder<WheelPromotion> {
    const query = this.connection
      .getRepository(ctx, WheelPromotion)
      .createQueryBuilder('wheel')
      .leftJoinAndSelect('wheel.translations', 'translation')
      .innerJoinAndSelect('wheel.promotion', 'promotion')
      .leftJoinAndSelect('promotion.translations', 'promotionTranslation')
      .innerJoin('promotion.channels', 'channel', 'channel.id = :channelId', {
        channelId: ctx.channelId,
      })
      .where('promotion.deletedAt IS NULL')
      .andWhere('promotion.enabled = :enabled', { enabled: true })
      .andWhere("promotion.couponCode IS NOT NULL AND promotion.couponCode <> ''")
      .andWhere('(promotion.startsAt IS NULL OR promotion.startsAt <= :now)', { now })
      .andWhere('(promotion.endsAt IS NULL OR promotion.endsAt > :now)', { now });
    return whereShownAt(query, 'wheel', now);
  }

  protected override translate(
    ctx: RequestContext,
    wheel: WheelPromotion,
  ): Translated<WheelPromotion> {
    return this.translator.translate(wheel, ctx, ['promotion']);
  }

  protected override defaultOrder() {
    return { position: 'ASC', id: 'ASC' } as const;
  }

  protected override async check(
    ctx: RequestContext,
    input: Partial<WheelPromotionInput>,
  ): Promise<InvalidMerchandisingInputError | undefined> {
    if (input.timeView != null && (!Number.isInteger(input.timeView) || input.timeView < 0)) {
      return new InvalidMerchandisingInputError('timeView');
    }
    if (input.promotionId != null) {
      const promotion = await this.connection.getRepository(ctx, Promotion).findOne({
        where: { id: input.promotionId },
        relations: ['channels'],
      });
      if (
        !promotion ||
        promotion.deletedAt ||
        !promotion.couponCode ||
        !promotion.channels.some((channel) => idsAreEqual(channel.id, ctx.channelId))
      ) {
        return new InvalidMerchandisingInputError('promotionId');
      }
    }
    return super.check(ctx, input);
  }

  /**
   * Of these coupon codes, the ones that are a wheel segment's promotion's (in this channel, the
   * segment shown or not): the codes a shopper could only have had from the wheel, in lower case.
   */
  async wheelCouponCodes(ctx: RequestContext, couponCodes: string[]): Promise<Set<string>> {
    if (couponCodes.length === 0) return new Set();
    const rows = await this.connection
      .getRepository(ctx, WheelPromotion)
      .createQueryBuilder('wheel')
      .innerJoin('wheel.promotion', 'promotion')
      .innerJoin('promotion.channels', 'channel', 'channel.id = :channelId', {
        channelId: ctx.channelId,
      })
      .select('promotion.couponCode', 'couponCode')
      // Vendure finds a coupon whatever its case ("wheel10" applies WHEEL10): so does this.
      .where('LOWER(promotion.couponCode) IN (:...couponCodes)', {
        couponCodes: couponCodes.map((code) => code.toLowerCase()),
      })
      .getRawMany<{ couponCode: string }>();
    return new Set(rows.map((row) => row.couponCode.toLowerCase()));
  }

  private async customerIdOf(ctx: RequestContext): Promise<ID | undefined> {
    if (!ctx.activeUserId) {
      return undefined;
    }
    const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    return customer?.id;
  }
}
