import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { applicationLookup } from './application-lookup.ts';
import { createChatBus } from './chat-bus.ts';
import { attachmentRoutes } from './routes/attachment-routes.ts';
import { chatRoutes } from './routes/chat-routes.ts';
import { seatRoutes } from './routes/seat-routes.ts';
import { socketRoute } from './routes/socket-route.ts';
import { chatHoursOpen } from './chat-hours.ts';
import { createOwnChatService } from './own-chat-service.ts';

/**
 * Web chat, the chatbot and the agent's seat (issue 20, decisions 200-202): the spec's chat calls, the realtime
 * socket, and our own chat service behind the ChatService interface, fanned out between processes through
 * PostgreSQL LISTEN/NOTIFY.
 */
export async function chatFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const { db, clock, config, files } = opts;
  const onError = (error: unknown) =>
    app.log.warn({ message: (error as Error).message }, 'chat fan-out failed');
  const bus = await createChatBus(db, onError);
  const service = createOwnChatService({
    db,
    clock,
    secret: config.keys.jwtSecret,
    bus,
    files,
    chatIsOpen: (orgCode) => chatHoursOpen(db, clock, orgCode),
    applicationOf: applicationLookup(db),
    lenderName: (orgCode) => app.organisations.find(orgCode)?.orgMetaData.companyInfo.companyName ?? 'Our',
    onError,
  });
  app.addHook('onClose', () => service.close());
  chatRoutes(app, opts, service);
  seatRoutes(app, opts, service);
  attachmentRoutes(app, opts, service);
  socketRoute(app, service);
}
