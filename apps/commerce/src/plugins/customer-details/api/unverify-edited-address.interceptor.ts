import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Address, type ID, TransactionalConnection } from '@vendure/core';
import { from, type Observable, switchMap } from 'rxjs';
import { shopMutation } from '../../../common/shop-mutation';

/** Where the courier goes and whom they call: what staff confirmed when they verified it. */
function deliveryPoint(address: Address): string {
  const { streetLine1, streetLine2, city, province, postalCode, phoneNumber } = address;
  const area = (address.customFields as { area?: string | null }).area;
  return JSON.stringify([
    streetLine1,
    streetLine2,
    city,
    province,
    postalCode,
    phoneNumber,
    area,
    address.country?.code,
  ]);
}

/**
 * A shopper's edit of a staff-verified address makes it unverified again: `verified` says staff
 * confirmed this street and number with the shopper, and the checkout shows it so, but the Shop
 * API's `updateCustomerAddress` kept the flag on whatever was written after. A change of the
 * address's type, name or delivery instructions alone keeps it. Staff's edits (Admin API) are
 * theirs to judge.
 */
@Injectable()
export class UnverifyEditedAddressInterceptor implements NestInterceptor {
  constructor(private readonly connection: TransactionalConnection) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const mutation = shopMutation<{ input: { id: ID } }>(context, 'updateCustomerAddress');
    if (!mutation) return next.handle();
    const addresses = this.connection.rawConnection.getRepository(Address);
    const read = (id: ID) => addresses.findOne({ where: { id }, relations: { country: true } });
    return from(read(mutation.args.input.id)).pipe(
      switchMap((before) => {
        const verified = (before?.customFields as { verified?: boolean } | undefined)?.verified;
        if (!before || !verified) return next.handle();
        return next.handle().pipe(
          switchMap(async (result: unknown) => {
            // The mutation's own transaction has committed: read what it wrote.
            const after = await read(before.id);
            if (!(result instanceof Address) || !after) return result;
            if (deliveryPoint(after) === deliveryPoint(before)) return result;
            await addresses.update(before.id, { customFields: { verified: false } });
            (result.customFields as { verified?: boolean }).verified = false;
            return result;
          }),
        );
      }),
    );
  }
}
