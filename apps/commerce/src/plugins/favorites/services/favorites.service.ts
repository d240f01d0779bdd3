import { Injectable } from '@nestjs/common';
import {
  Customer,
  CustomerService,
  EntityNotFoundError,
  ForbiddenError,
  type ID,
  idsAreEqual,
  Product,
  ProductService,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';

@Injectable()
export class FavoritesService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly products: ProductService,
  ) {}

  async wishlistIds(ctx: RequestContext): Promise<ID[]> {
    const customer = await this.activeCustomer(ctx);
    return customer ? this.favourites(customer).map((product) => product.id) : [];
  }

  /** Adds or removes the product; returns true when it is a favourite afterwards. */
  async toggle(ctx: RequestContext, productId: ID): Promise<boolean> {
    const customer = await this.activeCustomer(ctx);
    // @Allow(Owner) already refuses guests; this guards a session without a customer (staff).
    if (!customer) throw new ForbiddenError();
    const current = this.favourites(customer);
    const isFavourite = current.some((product) => idsAreEqual(product.id, productId));
    if (isFavourite) {
      customer.customFields.favProducts = current.filter(
        (product) => !idsAreEqual(product.id, productId),
      );
    } else {
      // Only a product the shop shows can be wished for: not deleted, in this channel, enabled.
      const product = await this.products.findOne(ctx, productId);
      if (!product || !product.enabled) throw new EntityNotFoundError('Product', productId);
      customer.customFields.favProducts = [...current, product];
    }
    await this.connection.getRepository(ctx, Customer).save(customer, { reload: false });
    return !isFavourite;
  }

  private async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
    const userId = ctx.activeUserId;
    if (!userId) return undefined;
    const customer = await this.customers.findOneByUserId(ctx, userId);
    if (!customer) return undefined;
    return (
      (await this.connection.getRepository(ctx, Customer).findOne({
        where: { id: customer.id },
        relations: { customFields: { favProducts: true } },
      })) ?? undefined
    );
  }

  private favourites(customer: Customer): Product[] {
    return (customer.customFields.favProducts ?? []).filter(
      (product): product is Product => product != null && product.deletedAt == null,
    );
  }
}
