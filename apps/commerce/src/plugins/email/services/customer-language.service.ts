import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AccountRegistrationEvent,
  Customer,
  EventBus,
  type ID,
  Logger,
  LoginEvent,
  OrderPlacedEvent,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { type EmailLanguage, toEmailLanguage } from './email-language';

const loggerCtx = 'DarEmail';

/**
 * Remembers the language a customer uses the shop in (`Customer.customFields.preferredLanguage`),
 * so that emails staff cause later (order shipped, cancelled) are written in it. Updated when the
 * customer registers, signs in, or places an order through the Shop API.
 */
@Injectable()
export class CustomerLanguageService implements OnApplicationBootstrap {
  constructor(
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
  ) {}

  onApplicationBootstrap(): void {
    for (const type of [AccountRegistrationEvent, LoginEvent] as const) {
      this.eventBus.ofType(type).subscribe((event) => {
        this.rememberFrom(event.ctx, { userId: event.user.id });
      });
    }
    this.eventBus.ofType(OrderPlacedEvent).subscribe((event) => {
      this.rememberFrom(event.ctx, { customerId: event.order.customerId });
    });
  }

  /** Only a Shop API request tells which language the shopper reads. */
  private rememberFrom(ctx: RequestContext, who: { customerId?: ID | null } | { userId: ID }) {
    if (ctx.apiType !== 'shop') {
      return;
    }
    this.remember(ctx, who).catch((error: unknown) =>
      Logger.warn(`Could not save the customer's language: ${String(error)}`, loggerCtx),
    );
  }

  private async remember(
    ctx: RequestContext,
    who: { customerId?: ID | null } | { userId: ID },
  ): Promise<void> {
    const language: EmailLanguage = toEmailLanguage(ctx.languageCode);
    const customers = this.connection.rawConnection.getRepository(Customer);
    // TypeORM reads `{ id: undefined }` as no condition at all: never query without an id.
    const where =
      'userId' in who
        ? { user: { id: who.userId } }
        : who.customerId != null
          ? { id: who.customerId }
          : undefined;
    if (!where) {
      return;
    }
    const customer = await customers.findOne({ where });
    if (customer && customer.customFields.preferredLanguage !== language) {
      await customers.update(customer.id, { customFields: { preferredLanguage: language } });
    }
  }
}
