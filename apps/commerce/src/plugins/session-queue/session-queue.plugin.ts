import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { SessionQueueInterceptor } from './api/session-queue.interceptor';

/**
 * One mutation at a time per session (see SessionQueueInterceptor): a shopper's cart and checkout
 * calls, however quickly the storefront sends them, change the order in turn and lose nothing.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [{ provide: APP_INTERCEPTOR, useClass: SessionQueueInterceptor }],
})
export class SessionQueuePlugin {}
