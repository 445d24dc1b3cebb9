import { randomUUID } from 'node:crypto';
import { runWithRequestScope } from '@platform/grpc';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Db } from '@platform/db';
import { answerClientErrorsAsJson } from '@platform/errors';
import type { Logger } from '@platform/logger';
import type { AccessTokens } from '../../infra/crypto/access-tokens';
import type { PhoneNumbersRepository } from '../../infra/db/phone-numbers.repository';
import type { GraphClient } from '../../infra/upstream/graph-client';
import type { GraphStream } from '../../infra/upstream/graph-stream';
import type { PassThroughUsecase } from '../../usecases/pass-through.usecase';
import type { SetupLinksUsecase } from '../../usecases/setup-links.usecase';
import type { EmbeddedSignupUsecase } from '../../usecases/embedded-signup.usecase';
import type { SignupPageConfig } from './onboarding-signup-page';
import type { UpstreamWebhooksUsecase } from '../../usecases/upstream-webhooks.usecase';
import type { ContactsClient } from '../../infra/grpc/contacts.client';
import type { SendsUsecase } from '../../usecases/sends.usecase';
import type { CallsUsecase } from '../../usecases/calls.usecase';
import { appCallsRouter, callsListRouter } from './calls.http';
import { errorHandler, noRoute } from './errors';
import { historyReadsRouter } from './history-reads.http';
import { onboardingRouter } from './onboarding.http';
import { passThroughRouter } from './pass-through.http';
import { upstreamWebhooksRouter } from './upstream-webhooks.http';
import { telephonyWebhooksRouter } from './telephony-webhooks.http';
import type { TelephonyClient } from '../../infra/telephony/telephony-client';
import type { ProvisioningUsecase } from '../../usecases/provisioning.usecase';

/** Everything the HTTP surface needs. */
export interface HttpDeps {
  db: Db;
  logger: Logger;
  graph: GraphClient;
  tokens: AccessTokens;
  phoneNumbers: PhoneNumbersRepository;
  setupLinks: SetupLinksUsecase;
  /** Embedded signup's server side and the setup page's upstream settings (onboarding.http.ts, decision 0247). */
  signup: EmbeddedSignupUsecase;
  signupPage: SignupPageConfig;
  webhooks: UpstreamWebhooksUsecase;
  /** The pass-through's upstream transport (any version, streamed bodies). */
  upstream: GraphStream;
  /** The pass-through's routing by owner and what a forwarded call records (thread control, templates, media). */
  passThrough: PassThroughUsecase;
  appSecret: string;
  verifyToken?: string;
  /** Public origin of the platform (documentation of where pages are served; forms post back relative to the page). */
  publicUrl: string;
  /** The contacts service: history reads of the pass-through (history-reads.http.ts). */
  contacts: ContactsClient;
  /** `POST {proxy_url}/{phone_number_id}/messages`: the guarded send (decisions 0230, 0232). */
  sends: SendsUsecase;
  /** Calls: `GET {proxy_url}/{phone_number_id}/calls` and the {app_url} messaging_calls reads (calls.http.ts). */
  calls: CallsUsecase;
  /** The telephony provider (webhook signatures); null when no account is configured (decision 0248). */
  telephony: Pick<TelephonyClient, 'verifySignature'> | null;
  /** Number provisioning: takes the codes the provider's webhooks bring. */
  provisioning: Pick<ProvisioningUsecase, 'receiveCode'>;
  /** Public base the provider posts to (the URL its signatures cover). */
  telephonyWebhookBaseUrl: string;
}

/**
 * messaging-proxy's HTTP surface (HTTP_PORT), the inbound HTTP adapter: one `<surface>.http.ts` module per
 * surface, each parsing the request, calling a use case (rules in src/domain/) and writing the answer:
 *  - `/upstream/webhooks` (upstream-webhooks.http.ts): the upstream webhook receiver (handshake + signed deliveries);
 *  - `/telephony/webhooks/sms|voice` (telephony-webhooks.http.ts): the telephony provider's signed webhooks
 *    (verification codes of provisioned numbers, decision 0248);
 *  - `/onboarding/:token[/signup|/progress]` (onboarding.http.ts, pages in onboarding-signup-page.ts and
 *    onboarding-page.ts): the setup page of a link, its embedded signup finish and progress, the manual form;
 *  - `/proxy/[vNN.N/]{phone_number_id}/messages|conversations|contacts` GETs (history-reads.http.ts): the
 *    stored history, from the contacts service;
 *  - `/proxy/[vNN.N/]{phone_number_id}/calls` GET (calls.http.ts): the stored calls, not forwarded;
 *  - `/app/api/v1/messaging_calls/{id}[/artifacts/recording|transcription]` (calls.http.ts): {app_url}'s calls,
 *    artifacts fetched from the upstream on demand; trusts `x-project-id` like `/proxy`;
 *  - `/proxy/[vNN.N/]{id}/...` (pass-through.http.ts, media-upload.http.ts; rules in domain/pass-through.ts):
 *    the {proxy_url} pass-through. It trusts
 *    `x-project-id`, which only the gateway sets: network policy must let only the gateway reach
 *    `/proxy` on this port.
 * Anything else is a JSON 404; errors go through the one error middleware (errors.ts).
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The correlation id of every answer (decision 0018): the gateway's `X-Request-Id` (the {proxy_url}
 * and {app_url} pass-through), else a new one (the upstream's webhook deliveries: an inbound event's
 * own id). The rest of the request runs in its scope, with the project the gateway named, so what it
 * causes (upstream calls, send records) records them.
 */
function requestScope() {
  return (req: express.Request, res: express.Response, next: express.NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `in_${randomUUID()}`;
    const project = req.header('x-project-id');
    res.setHeader('X-Request-Id', requestId);
    runWithRequestScope({ requestId, projectId: project && UUID.test(project) ? project : undefined }, next);
  };
}

export function createHttpApp(deps: HttpDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.use(requestScope());
  app.use(upstreamWebhooksRouter(deps));
  app.use(onboardingRouter(deps));
  app.use(
    telephonyWebhooksRouter({ logger: deps.logger, telephony: deps.telephony, provisioning: deps.provisioning, webhookBaseUrl: deps.telephonyWebhookBaseUrl }),
  );
  app.use('/proxy', historyReadsRouter(deps));
  app.use('/proxy', callsListRouter(deps));
  app.use('/app', appCallsRouter(deps));
  app.use('/proxy', passThroughRouter(deps));

  app.use(noRoute());
  app.use(errorHandler(deps.logger));
  return app;
}

/** Starts the HTTP server; resolves with the bound port. */
export function listenHttp(app: express.Express, port: number, host: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    answerClientErrorsAsJson(server);
    server.once('error', reject);
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}
