import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import {
  SESSION_QUEUE_OPTIONS,
  SessionQueueInterceptor,
  type SessionQueueOptions,
} from './api/session-queue.interceptor';

/**
 * One mutation at a time per session (see SessionQueueInterceptor): a shopper's cart and checkout
 * calls, however quickly the storefront sends them, change the order in turn and lose nothing —
 * across every server process when they share Redis.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [
    { provide: SESSION_QUEUE_OPTIONS, useFactory: () => SessionQueuePlugin.options },
    { provide: APP_INTERCEPTOR, useClass: SessionQueueInterceptor },
  ],
})
export class SessionQueuePlugin {
  static options: SessionQueueOptions = {};

  static init(options: SessionQueueOptions): typeof SessionQueuePlugin {
    SessionQueuePlugin.options = options;
    return SessionQueuePlugin;
  }
}
