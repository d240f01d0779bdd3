import {
  type ChannelService,
  LanguageCode,
  type RequestContext,
  type RequestContextService,
} from '@vendure/core';

/**
 * A context on the default channel for work the server does on its own behalf (seeding at start,
 * scheduled tasks), where no request and no user exist. Services called with it skip permission
 * checks, which happen in the API layer.
 */
export async function createSystemContext(
  requestContextService: RequestContextService,
  channelService: ChannelService,
  languageCode: LanguageCode = LanguageCode.ar,
): Promise<RequestContext> {
  return requestContextService.create({
    apiType: 'admin',
    languageCode,
    channelOrToken: await channelService.getDefaultChannel(),
  });
}
