import {
  Channel,
  Customer,
  type DeepPartial,
  EntityId,
  type ID,
  Product,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * One counted view of a product page: at most one per session, product and hour (see
 * ProductViewsService). The rows are the raw material of `mostWatchedProducts` and
 * `mostWatchedForUser`; rows older than the longest window are pruned every night.
 */
@Entity()
// Most watched in the channel: a range over the window, then grouped by product.
@Index('IDX_product_view_channel_time', ['channelId', 'viewedAt'])
// "Already counted this hour?" and a guest's own history.
@Index('IDX_product_view_session', ['sessionId', 'productId', 'viewedAt'])
// A signed-in shopper's own history, across their sessions.
@Index('IDX_product_view_customer', ['customerId', 'viewedAt'])
export class ProductView extends VendureEntity {
  constructor(input?: DeepPartial<ProductView>) {
    super(input);
  }

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product!: Product;

  @Index('IDX_product_view_product')
  @EntityId()
  productId!: ID;

  @ManyToOne(() => Channel, { onDelete: 'CASCADE' })
  channel!: Channel;

  @EntityId()
  channelId!: ID;

  /**
   * Vendure's session of the viewer. No foreign key: sessions are cleaned up when they expire,
   * and the view still counts for "most watched" after that.
   */
  @EntityId()
  sessionId!: ID;

  /** The signed-in shopper, so their history follows them from one session to the next. */
  @ManyToOne(() => Customer, { onDelete: 'CASCADE', nullable: true })
  customer!: Customer | null;

  @EntityId({ nullable: true })
  customerId!: ID | null;

  @Column()
  viewedAt!: Date;
}
