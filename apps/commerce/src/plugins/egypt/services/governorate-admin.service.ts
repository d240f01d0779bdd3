import { Injectable } from '@nestjs/common';
import {
  EntityNotFoundError,
  ErrorResult,
  type ID,
  type LanguageCode,
  ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
} from '@vendure/core';
import { Not } from 'typeorm';
import { Governorate, GovernorateTranslation } from '../entities/governorate.entity';
import { EgyptDirectoryService } from './egypt-directory.service';
import { DELIVERY_REGIONS, type DeliveryRegion } from './governorates.data';

export interface GovernorateInput {
  code: string;
  deliveryRegion: string;
  translations: Array<{ id?: ID | null; languageCode: LanguageCode; name: string }>;
}

export type GovernorateField = 'code' | 'deliveryRegion' | 'name';

/**
 * A governorate staff cannot save: its message is an i18n key (`errorResult.<CODE>`), translated
 * into the request's language from the texts in ../egypt.plugin.ts.
 */
export class InvalidGovernorateError extends ErrorResult {
  override readonly __typename = 'InvalidGovernorateError';
  override readonly errorCode = 'INVALID_GOVERNORATE_ERROR';
  override readonly message: string;

  constructor(
    readonly field: GovernorateField,
    reason: 'CODE_FORMAT' | 'CODE_TAKEN' | 'REGION' | 'NAME',
  ) {
    super();
    this.message = `GOVERNORATE_${reason}_ERROR`;
  }
}

export const GOVERNORATE_ERROR_MESSAGES = {
  ar: {
    GOVERNORATE_CODE_FORMAT_ERROR:
      'الرمز يبدأ بـ EG- ثم حرف إلى ثلاثة أحرف لاتينية كبيرة، مثل EG-C.',
    GOVERNORATE_CODE_TAKEN_ERROR: 'هذا الرمز مستخدم لمحافظة أخرى.',
    GOVERNORATE_REGION_ERROR: 'اختر منطقة توصيل من القائمة.',
    GOVERNORATE_NAME_ERROR: 'اكتب اسم المحافظة بالعربية والإنجليزية.',
  },
  en: {
    GOVERNORATE_CODE_FORMAT_ERROR:
      'The code is EG- and one to three capital Latin letters, such as EG-C.',
    GOVERNORATE_CODE_TAKEN_ERROR: 'Another governorate already has this code.',
    GOVERNORATE_REGION_ERROR: 'Choose a delivery region from the list.',
    GOVERNORATE_NAME_ERROR: 'Write the governorate’s name in Arabic and in English.',
  },
} as const;

export type SaveGovernorateResult = Translated<Governorate> | InvalidGovernorateError;

// ISO 3166-2:EG subdivision codes.
const CODE = /^EG-[A-Z]{1,3}$/;
const NAME_LANGUAGES = ['ar', 'en'] as const;

/**
 * The governorates as staff list, add and rename them (Governorates screen). Each change forgets
 * this process's loaded directory, so the address form and delivery pricing see it at once.
 */
@Injectable()
export class GovernorateAdminService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translatableSaver: TranslatableSaver,
    private readonly translator: TranslatorService,
    private readonly directory: EgyptDirectoryService,
  ) {}

  async findAll(
    ctx: RequestContext,
    options?: ListQueryOptions<Governorate>,
  ): Promise<PaginatedList<Translated<Governorate>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(Governorate, options, {
        ctx,
        relations: ['translations'],
        orderBy: options?.sort ? undefined : { code: 'ASC' },
      })
      .getManyAndCount();
    return { items: items.map((item) => this.translator.translate(item, ctx)), totalItems };
  }

  async findOne(ctx: RequestContext, id: ID): Promise<Translated<Governorate> | null> {
    const governorate = await this.connection
      .getRepository(ctx, Governorate)
      .findOne({ where: { id } });
    return governorate ? this.translator.translate(governorate, ctx) : null;
  }

  async create(ctx: RequestContext, input: GovernorateInput): Promise<SaveGovernorateResult> {
    const normalized = { ...input, code: input.code.trim().toUpperCase() };
    const refusal = await this.check(ctx, normalized);
    if (refusal) return refusal;
    const governorate = await this.translatableSaver.create({
      ctx,
      input: { ...normalized, translations: trimmed(normalized.translations) },
      entityType: Governorate,
      translationType: GovernorateTranslation,
    });
    this.directory.reset();
    return this.findOneOrThrow(ctx, governorate.id);
  }

  async update(
    ctx: RequestContext,
    input: Partial<GovernorateInput> & { id: ID },
  ): Promise<SaveGovernorateResult> {
    const existing = await this.findOneOrThrow(ctx, input.id);
    const merged: GovernorateInput = {
      code: (input.code ?? existing.code).trim().toUpperCase(),
      deliveryRegion: input.deliveryRegion ?? existing.deliveryRegion,
      // Names not sent keep their value.
      translations: NAME_LANGUAGES.map(
        (language) =>
          input.translations?.find((row) => row.languageCode === language) ??
          existing.translations.find((row) => row.languageCode === language) ?? {
            languageCode: language as LanguageCode,
            name: '',
          },
      ),
    };
    const refusal = await this.check(ctx, merged, input.id);
    if (refusal) return refusal;
    const changes = {
      id: input.id,
      code: merged.code,
      deliveryRegion: merged.deliveryRegion as DeliveryRegion,
      translations: trimmed(input.translations ?? []),
    };
    await this.translatableSaver.update({
      ctx,
      input: changes,
      entityType: Governorate,
      translationType: GovernorateTranslation,
    });
    this.directory.reset();
    return this.findOneOrThrow(ctx, input.id);
  }

  private async findOneOrThrow(ctx: RequestContext, id: ID): Promise<Translated<Governorate>> {
    const governorate = await this.findOne(ctx, id);
    if (!governorate) throw new EntityNotFoundError('Governorate' as never, id);
    return governorate;
  }

  private async check(
    ctx: RequestContext,
    input: GovernorateInput,
    ownId?: ID,
  ): Promise<InvalidGovernorateError | undefined> {
    if (!CODE.test(input.code)) return new InvalidGovernorateError('code', 'CODE_FORMAT');
    if (!(DELIVERY_REGIONS as readonly string[]).includes(input.deliveryRegion)) {
      return new InvalidGovernorateError('deliveryRegion', 'REGION');
    }
    const named = NAME_LANGUAGES.every((languageCode) =>
      input.translations.some((row) => row.languageCode === languageCode && row.name.trim()),
    );
    if (!named) return new InvalidGovernorateError('name', 'NAME');
    const taken = await this.connection.getRepository(ctx, Governorate).exists({
      where: ownId === undefined ? { code: input.code } : { code: input.code, id: Not(ownId) },
    });
    return taken ? new InvalidGovernorateError('code', 'CODE_TAKEN') : undefined;
  }
}

function trimmed<T extends { name: string }>(rows: T[]): T[] {
  return rows.map((row) => ({ ...row, name: row.name.trim() }));
}
