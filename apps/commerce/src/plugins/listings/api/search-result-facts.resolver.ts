import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type ID, Product, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

/** What a product card shows beside a search hit's price, from the product itself. */
interface CardFacts {
  originalPrice: number | null;
  freeShipping: boolean;
}

interface ProductCardFields {
  originalPrice?: number | null;
  freeShipping?: boolean | null;
}

/** The ids asked for in one tick, and their facts once the one query for them has answered. */
interface Batch {
  ids: Set<string>;
  sealed: boolean;
  facts: Promise<Map<string, CardFacts>>;
}

/**
 * `SearchResult.originalPrice` and `freeShipping`: the search index has neither, and a card of a
 * listing or search page shows both, as the rails' cards do. The hits of one request are read in
 * one query: each hit asks for its product, and the ids asked for in the same tick are loaded
 * together (GraphQL resolves a list's items one after another in one pass).
 */
@Resolver('SearchResult')
export class SearchResultFactsResolver {
  private readonly batches = new WeakMap<RequestContext, Batch>();

  constructor(private readonly connection: TransactionalConnection) {}

  @ResolveField()
  async originalPrice(
    @Ctx() ctx: RequestContext,
    @Parent() hit: { productId: ID },
  ): Promise<number | null> {
    return (await this.factsOf(ctx, hit.productId))?.originalPrice ?? null;
  }

  @ResolveField()
  async freeShipping(
    @Ctx() ctx: RequestContext,
    @Parent() hit: { productId: ID },
  ): Promise<boolean> {
    return (await this.factsOf(ctx, hit.productId))?.freeShipping ?? false;
  }

  private async factsOf(ctx: RequestContext, productId: ID): Promise<CardFacts | undefined> {
    let batch = this.batches.get(ctx);
    if (!batch || batch.sealed) {
      const ids = new Set<string>();
      const next: Batch = {
        ids,
        sealed: false,
        facts: new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
          next.sealed = true;
          return this.load(ctx, [...ids]);
        }),
      };
      batch = next;
      this.batches.set(ctx, batch);
    }
    const id = String(productId);
    batch.ids.add(id);
    return (await batch.facts).get(id);
  }

  private async load(ctx: RequestContext, ids: string[]): Promise<Map<string, CardFacts>> {
    const products = await this.connection
      .getRepository(ctx, Product)
      .find({ where: { id: In(ids) }, withDeleted: true });
    return new Map(
      products.map((product) => {
        const fields = (product.customFields ?? {}) as ProductCardFields;
        return [
          String(product.id),
          {
            originalPrice: fields.originalPrice ?? null,
            freeShipping: fields.freeShipping === true,
          },
        ];
      }),
    );
  }
}
