import { Customer, UserInputError } from '@vendure/core';
import {
  type EntitySubscriberInterface,
  EventSubscriber,
  type InsertEvent,
  type UpdateEvent,
} from 'typeorm';
import { toE164 } from './phone-number';

/**
 * Keeps `Customer.phoneNumber` (Vendure's own field) a valid number in E.164, whichever API or
 * service writes it (registration, profile update, guest checkout, Admin API, import), so that
 * the shop, couriers and SMS all see one spelling. An invalid number fails the save with a
 * USER_INPUT_ERROR; a blank one is stored empty.
 */
@EventSubscriber()
export class PhoneNumberSubscriber implements EntitySubscriberInterface<Customer> {
  listenTo(): typeof Customer {
    return Customer;
  }

  beforeInsert(event: InsertEvent<Customer>): void {
    normalise(event.entity);
  }

  beforeUpdate(event: UpdateEvent<Customer>): void {
    normalise(event.entity as Partial<Customer> | undefined);
  }
}

export const INVALID_PHONE_NUMBER_MESSAGE = 'The phone number is not a valid phone number';

function normalise(customer: Partial<Customer> | undefined): void {
  const phoneNumber = customer?.phoneNumber;
  if (!customer || typeof phoneNumber !== 'string') {
    return;
  }
  if (!phoneNumber.trim()) {
    // Vendure stores an empty string for "no number" (the field is optional at registration).
    customer.phoneNumber = '';
    return;
  }
  const e164 = toE164(phoneNumber);
  if (!e164) {
    throw new UserInputError(INVALID_PHONE_NUMBER_MESSAGE);
  }
  customer.phoneNumber = e164;
}
