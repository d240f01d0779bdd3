import type { OnApplicationBootstrap } from '@nestjs/common';
import {
  ChannelService,
  Logger,
  Permission,
  PluginCommonModule,
  ProcessContext,
  Role,
  TransactionalConnection,
  VendurePlugin,
} from '@vendure/core';
import { contentPermission } from '../content/content-permission';
import { merchandisingPermission } from '../merchandising/merchandising-permission';

const loggerCtx = 'DarStaffRoles';

/** Vendure's own roles (its shared constants), which every database has. */
const VENDURE_ROLE_CODES: ReadonlySet<string> = new Set([
  '__super_admin_role__',
  '__customer_role__',
]);

const crud = (definition: typeof merchandisingPermission): Permission[] =>
  [definition.Create, definition.Read, definition.Update, definition.Delete] as Permission[];

/**
 * The Merchandiser: runs what the shop shows (the catalogue, its pictures, the home page's
 * banners, super banner, alert strip and wheel, pages, FAQs and blog posts) and nothing that
 * touches money or people: no orders, customers, settings, payment methods or administrators.
 * It may read promotions, which the wheel's segments point at, but not change them. The Admin
 * API enforces this (e2e/staff-roles.e2e-spec.ts); the dashboard hides what a role cannot read.
 */
export const MERCHANDISER_ROLE = {
  code: 'merchandiser',
  description: 'Merchandiser',
  permissions: [
    Permission.Authenticated,
    Permission.CreateCatalog,
    Permission.ReadCatalog,
    Permission.UpdateCatalog,
    Permission.DeleteCatalog,
    Permission.CreateAsset,
    Permission.ReadAsset,
    Permission.UpdateAsset,
    Permission.DeleteAsset,
    Permission.ReadPromotion,
    ...crud(merchandisingPermission),
    ...crud(contentPermission),
  ],
} as const;

/**
 * Staff roles a new shop starts with. They are created while Vendure's own two roles
 * (superadmin, customer) are the only ones, so roles staff made, changed or deleted since stay
 * as they are.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
})
export class StaffRolesPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly channelService: ChannelService,
    private readonly processContext: ProcessContext,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A worker process shares the server's database: one seeder is enough.
    if (!this.processContext.isServer) return;
    const roles = this.connection.rawConnection.getRepository(Role);
    const codes = (await roles.find({ select: { code: true } })).map((role) => role.code);
    if (codes.some((code) => !VENDURE_ROLE_CODES.has(code))) {
      return;
    }
    // Saved directly: RoleService.create checks the active user's own permissions, and a start
    // has no user. Vendure seeds its own roles the same way.
    await roles.save(
      new Role({
        code: MERCHANDISER_ROLE.code,
        description: MERCHANDISER_ROLE.description,
        permissions: [...MERCHANDISER_ROLE.permissions],
        channels: [await this.channelService.getDefaultChannel()],
      }),
    );
    Logger.info(`Created the ${MERCHANDISER_ROLE.code} role`, loggerCtx);
  }
}
