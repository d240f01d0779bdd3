import { CrudPermissionDefinition } from '@vendure/core';

/**
 * CreateMerchandising, ReadMerchandising, UpdateMerchandising and DeleteMerchandising: banners,
 * the super banner, the alert strip and the wheel's promotions.
 */
export const merchandisingPermission = new CrudPermissionDefinition(
  'Merchandising',
  (operation) =>
    `Grants permission to ${operation} banners, super banners, alert strips and wheel promotions`,
);
