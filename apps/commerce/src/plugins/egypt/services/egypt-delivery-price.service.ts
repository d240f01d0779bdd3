import { Injectable } from '@nestjs/common';
import {
  EntityNotFoundError,
  type ID,
  ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  TransactionalConnection,
  type Translated,
  TranslatorService,
  UserInputError,
} from '@vendure/core';
import { City } from '../entities/city.entity';
import { Governorate } from '../entities/governorate.entity';

/**
 * The cities' own delivery prices, as staff see and set them. The shipping calculator reads a
 * city's price when it quotes (EgyptDirectoryService.cityDeliveryPrice), so a change is priced
 * from the next quote on, in every server process.
 */
@Injectable()
export class EgyptDeliveryPriceService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translator: TranslatorService,
  ) {}

  async findCities(
    ctx: RequestContext,
    options?: ListQueryOptions<City>,
  ): Promise<PaginatedList<Translated<City>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(City, options, {
        ctx,
        relations: ['translations'],
        orderBy: options?.sort ? undefined : { governorateId: 'ASC', id: 'ASC' },
      })
      .getManyAndCount();
    return { items: items.map((city) => this.translator.translate(city, ctx)), totalItems };
  }

  async findCity(ctx: RequestContext, id: ID): Promise<Translated<City> | null> {
    const city = await this.connection.getRepository(ctx, City).findOne({ where: { id } });
    return city ? this.translator.translate(city, ctx) : null;
  }

  async setDeliveryPrice(
    ctx: RequestContext,
    id: ID,
    deliveryPrice: number | null,
  ): Promise<Translated<City>> {
    if (deliveryPrice !== null && (!Number.isInteger(deliveryPrice) || deliveryPrice < 0)) {
      throw new UserInputError('A delivery price is a whole number of piastres, 0 or more.');
    }
    const repository = this.connection.getRepository(ctx, City);
    const city = await repository.findOne({ where: { id } });
    if (!city) throw new EntityNotFoundError('City' as never, id);
    city.deliveryPrice = deliveryPrice;
    await repository.save(city, { reload: false });
    return this.translator.translate(city, ctx);
  }

  async governorateOf(ctx: RequestContext, city: City): Promise<Translated<Governorate>> {
    const governorate = await this.connection
      .getRepository(ctx, Governorate)
      .findOneOrFail({ where: { id: city.governorateId } });
    return this.translator.translate(governorate, ctx);
  }
}
