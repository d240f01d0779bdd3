import type { INestApplication } from '@nestjs/common';
import {
  ChannelService,
  ConfigService,
  CountryService,
  CurrencyCode,
  GlobalSettingsService,
  isGraphQlErrorResult,
  LanguageCode,
  type RequestContext,
  RequestContextService,
  TaxCategoryService,
  TaxRateService,
  TransactionalConnection,
  User,
  ZoneService,
  type ID,
} from '@vendure/core';
import { STANDARD_TAX_CATEGORY } from './catalogue';

/** The shop's home market. */
export const EGYPT = {
  countryCode: 'EG',
  countryName: { ar: 'مصر', en: 'Egypt' },
  zoneName: 'Egypt',
  /** Egypt's standard VAT rate, percent. */
  vatPercent: 14,
  taxRateName: 'Egypt VAT 14%',
} as const;

export const SHOP_LANGUAGES = [LanguageCode.ar, LanguageCode.en] as const;

/** An admin context on the default channel, acting as the superadmin. */
export async function createAdminContext(
  app: INestApplication,
  languageCode: LanguageCode,
): Promise<RequestContext> {
  const { identifier } = app.get(ConfigService).authOptions.superadminCredentials;
  const superadmin = await app
    .get(TransactionalConnection)
    .rawConnection.getRepository(User)
    // The roles make the context's permissions: without them a channel update is forbidden.
    .findOne({ where: { identifier }, relations: ['roles', 'roles.channels'] });
  if (!superadmin) {
    throw new Error(
      `The superadmin "${identifier}" does not exist; Vendure creates it on bootstrap.`,
    );
  }
  return app.get(RequestContextService).create({
    apiType: 'admin',
    languageCode,
    channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    user: superadmin,
  });
}

/**
 * Makes the default channel an Egyptian, Arabic-first shop: Arabic and English, EGP, prices
 * entered with 14% VAT included, Egypt as tax and shipping zone. Each step finds what an
 * earlier, interrupted run created instead of creating it twice.
 */
export async function configureDefaultChannel(
  app: INestApplication,
  ctx: RequestContext,
): Promise<void> {
  // Vendure rejects a channel language that the global settings do not offer, so these go first.
  const globalSettings = app.get(GlobalSettingsService);
  const settings = await globalSettings.getSettings(ctx);
  const languages = [...new Set([...SHOP_LANGUAGES, ...settings.availableLanguages])];
  await globalSettings.updateSettings(ctx, { availableLanguages: languages });

  const countryId = await ensureCountry(app, ctx);
  const zoneId = await ensureZone(app, ctx, countryId);
  await ensureStandardVat(app, ctx, zoneId);

  const channelService = app.get(ChannelService);
  const channel = await channelService.getDefaultChannel(ctx);
  const result = await channelService.update(ctx, {
    id: channel.id,
    defaultLanguageCode: LanguageCode.ar,
    availableLanguageCodes: [...SHOP_LANGUAGES],
    defaultCurrencyCode: CurrencyCode.EGP,
    availableCurrencyCodes: [CurrencyCode.EGP],
    pricesIncludeTax: true,
    defaultTaxZoneId: zoneId,
    defaultShippingZoneId: zoneId,
  });
  if (isGraphQlErrorResult(result)) {
    throw new Error(`Could not configure the default channel: ${result.message}`);
  }
}

async function ensureCountry(app: INestApplication, ctx: RequestContext): Promise<ID> {
  const countries = app.get(CountryService);
  const existing = await countries.findAll(ctx, { filter: { code: { eq: EGYPT.countryCode } } });
  const found = existing.items[0];
  if (found) {
    return found.id;
  }
  const created = await countries.create(ctx, {
    code: EGYPT.countryCode,
    enabled: true,
    translations: SHOP_LANGUAGES.map((languageCode) => ({
      languageCode,
      name: EGYPT.countryName[languageCode],
    })),
  });
  return created.id;
}

async function ensureZone(app: INestApplication, ctx: RequestContext, countryId: ID): Promise<ID> {
  const zones = app.get(ZoneService);
  const existing = await zones.findAll(ctx, { filter: { name: { eq: EGYPT.zoneName } } });
  const zone = existing.items[0] ?? (await zones.create(ctx, { name: EGYPT.zoneName }));
  // Adding a member twice is a no-op, so this also repairs a zone left empty by an interruption.
  await zones.addMembersToZone(ctx, { zoneId: zone.id, memberIds: [countryId] });
  return zone.id;
}

async function ensureStandardVat(
  app: INestApplication,
  ctx: RequestContext,
  zoneId: ID,
): Promise<void> {
  const categories = app.get(TaxCategoryService);
  const existingCategory = await categories.findAll(ctx, {
    filter: { name: { eq: STANDARD_TAX_CATEGORY } },
  });
  const category =
    existingCategory.items[0] ??
    (await categories.create(ctx, { name: STANDARD_TAX_CATEGORY, isDefault: true }));

  const rates = app.get(TaxRateService);
  const existingRate = await rates.findAll(ctx, { filter: { name: { eq: EGYPT.taxRateName } } });
  if (!existingRate.items.length) {
    await rates.create(ctx, {
      name: EGYPT.taxRateName,
      enabled: true,
      value: EGYPT.vatPercent,
      categoryId: category.id,
      zoneId,
    });
  }
}
