import { Injectable } from '@nestjs/common';
import {
  ListQueryBuilder,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
} from '@vendure/core';
import { Alert, AlertTranslation } from '../entities/alert.entity';
import { type ItemInput, ScheduledItemService } from './scheduled-item.service';

export type AlertInput = ItemInput<'name'>;

@Injectable()
export class AlertService extends ScheduledItemService<Alert, AlertInput> {
  protected readonly entity = Alert;
  protected readonly translationEntity = AlertTranslation;
  protected readonly alias = 'alert';
  protected readonly relations: string[] = [];

  constructor(
    connection: TransactionalConnection,
    listQueryBuilder: ListQueryBuilder,
    translatableSaver: TranslatableSaver,
    translator: TranslatorService,
  ) {
    super(connection, listQueryBuilder, translatableSaver, translator);
  }

  /** The alert strip shown now, or null. */
  findShown(ctx: RequestContext): Promise<Translated<Alert> | null> {
    return this.newestShown(ctx);
  }
}
