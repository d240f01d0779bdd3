import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  EntityNotFoundError,
  EventBus,
  type ID,
  ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { ContactReceivedEvent } from '../../email/events/contact-received.event';
import { ContactReplyEvent } from '../../email/events/contact-reply.event';
import { ContactMessage } from '../entities/contact-message.entity';
import { NewsletterSubscription } from '../entities/newsletter-subscription.entity';
import { checkContact, type ContactInput, type ContactRule } from './contact-rules';

/** A reply says something, and fits an email (the contact form's own message limit). */
const REPLY_MIN_LENGTH = 2;
const REPLY_MAX_LENGTH = 5000;

@Injectable()
export class CustomerCareService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly eventBus: EventBus,
    private readonly listQueryBuilder: ListQueryBuilder,
  ) {}

  /** Staff's list of contact messages: newest first unless sorted. */
  async findMessages(
    ctx: RequestContext,
    options?: ListQueryOptions<ContactMessage>,
  ): Promise<PaginatedList<ContactMessage>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(ContactMessage, options, {
        ctx,
        orderBy: options?.sort ? undefined : { createdAt: 'DESC', id: 'DESC' },
      })
      .getManyAndCount();
    return { items, totalItems };
  }

  findMessage(ctx: RequestContext, id: ID): Promise<ContactMessage | null> {
    return this.connection.getRepository(ctx, ContactMessage).findOne({ where: { id } });
  }

  /** Marks a message answered now, or waiting again. */
  async setHandled(ctx: RequestContext, id: ID, handled: boolean): Promise<ContactMessage> {
    const repository = this.connection.getRepository(ctx, ContactMessage);
    const message = await repository.findOne({ where: { id } });
    if (!message) throw new EntityNotFoundError('ContactMessage' as never, id);
    message.handledAt = handled ? (message.handledAt ?? new Date()) : null;
    return repository.save(message);
  }

  /**
   * Emails customer care's answer to the sender (in the language they wrote from) and marks the
   * message answered. An empty or over-long reply is refused: `undefined` means sent.
   */
  async reply(
    ctx: RequestContext,
    id: ID,
    text: string,
  ): Promise<{ message: ContactMessage } | { refused: 'REPLY_EMPTY' | 'REPLY_TOO_LONG' }> {
    const reply = text.trim();
    if (reply.length < REPLY_MIN_LENGTH) return { refused: 'REPLY_EMPTY' };
    if (reply.length > REPLY_MAX_LENGTH) return { refused: 'REPLY_TOO_LONG' };
    const repository = this.connection.getRepository(ctx, ContactMessage);
    const message = await repository.findOne({ where: { id } });
    if (!message) throw new EntityNotFoundError('ContactMessage' as never, id);
    const now = new Date();
    message.reply = reply;
    message.repliedAt = now;
    message.handledAt ??= now;
    const saved = await repository.save(message);
    await this.eventBus.publish(new ContactReplyEvent(ctx, message, reply));
    return { message: saved };
  }

  /** Staff's list of newsletter subscribers: newest first unless sorted. */
  async findSubscriptions(
    ctx: RequestContext,
    options?: ListQueryOptions<NewsletterSubscription>,
  ): Promise<PaginatedList<NewsletterSubscription>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(NewsletterSubscription, options, {
        ctx,
        orderBy: options?.sort ? undefined : { createdAt: 'DESC', id: 'DESC' },
      })
      .getManyAndCount();
    return { items, totalItems };
  }

  /** Stores a valid message and emails it to staff with a receipt to the sender. */
  async contactUs(ctx: RequestContext, input: ContactInput): Promise<ContactRule[]> {
    const broken = checkContact(input);
    if (broken.length > 0) return broken;
    const customer = ctx.activeUserId
      ? await this.customers.findOneByUserId(ctx, ctx.activeUserId)
      : undefined;
    const contact = {
      name: input.name.trim(),
      emailAddress: input.email.trim().toLowerCase(),
      message: input.message.trim(),
    };
    await this.connection.getRepository(ctx, ContactMessage).save(
      new ContactMessage({
        ...contact,
        languageCode: ctx.languageCode,
        customerId: customer?.id ?? null,
      }),
    );
    await this.eventBus.publish(new ContactReceivedEvent(ctx, contact, customer));
    return [];
  }

  /**
   * Puts the address on the list in the request's language. Idempotent: a second call changes
   * nothing but brings back an address that had unsubscribed.
   */
  async subscribe(ctx: RequestContext, rawEmail: string): Promise<NewsletterSubscription> {
    const emailAddress = rawEmail.trim().toLowerCase();
    const repository = this.connection.getRepository(ctx, NewsletterSubscription);
    const existing = await repository.findOne({ where: { emailAddress } });
    if (existing) {
      if (existing.unsubscribedAt) {
        existing.unsubscribedAt = null;
        existing.languageCode = ctx.languageCode;
        await repository.save(existing);
      }
      return existing;
    }
    return repository.save(
      new NewsletterSubscription({
        emailAddress,
        languageCode: ctx.languageCode,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        unsubscribedAt: null,
      }),
    );
  }

  /** Takes the address whose link this is off the list; false for an unknown token. */
  async unsubscribe(ctx: RequestContext, token: string): Promise<boolean> {
    const repository = this.connection.getRepository(ctx, NewsletterSubscription);
    const subscription = await repository.findOne({ where: { unsubscribeToken: token } });
    if (!subscription) return false;
    if (!subscription.unsubscribedAt) {
      subscription.unsubscribedAt = new Date();
      await repository.save(subscription);
    }
    return true;
  }
}
