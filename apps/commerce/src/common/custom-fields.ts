import type { RequestContext } from '@vendure/core';
import { bilingual, type LocalizedText } from './labels';

/**
 * A custom field `validate` that refuses any value sent through the Shop API, for fields a
 * shopper may read but only staff may set (through the Admin API). Vendure's `readonly` would
 * lock the Admin API too, and `requiresPermission` would hide the value from the shopper.
 */
export function staffOnly(fieldName: string) {
  return (_value: unknown, _injector: unknown, ctx: RequestContext): LocalizedText[] | undefined =>
    ctx.apiType === 'shop'
      ? bilingual(
          `لا يمكن تعديل الحقل "${fieldName}" من المتجر.`,
          `The field "${fieldName}" cannot be set from the shop.`,
        )
      : undefined;
}
