/**
 * A webhook receiver on node:http that verifies every delivery with the SDK's `verify` (Standard
 * Webhooks signature and timestamp, @messaging-platform/sdk) and handles the typed event.
 *
 *   WEBHOOK_SECRET=whsec_… PORT=3000 npx tsx docs/examples/webhook-receiver.ts
 *
 * Point a webhook at http://<host>:3000/hook (POST {base_url}/webhooks; the secret is in its answer).
 * Prints `listening on …`, then one JSON line per verified event ({ id, event, ... }) and answers 204;
 * a delivery that does not verify is answered 400 and printed as {"rejected": reason}. The body is
 * read raw: a signature covers the exact bytes sent.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { verify, WebhookVerificationError, type WebhookEvent } from '@messaging-platform/sdk';

/** What this receiver does with an event: here, a line naming it and its main object. */
function summary(event: WebhookEvent): Record<string, unknown> {
  switch (event.event) {
    case 'messaging.message.received':
      return { from: event.conversation?.phone_number ?? null, message_id: event.message.id, type: event.message.type };
    case 'messaging.message.sent':
    case 'messaging.message.delivered':
    case 'messaging.message.read':
    case 'messaging.message.failed':
      return { message_id: event.message.id, status: event.message.svc.status };
    case 'messaging.broadcast.status_changed':
      return { broadcast_id: event.broadcast.id, status: event.broadcast.status };
    case 'workflow.execution.failed':
      return { execution_id: event.workflow_execution.id, error: event.workflow_execution.error_details };
    default:
      return {};
  }
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error('WEBHOOK_SECRET is required (the whsec_… secret of the webhook)');
const seen = new Set<string>();

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/hook') return void res.writeHead(404).end();
  rawBody(req)
    .then((body) => {
      try {
        const event = verify(body, req.headers, secret);
        const id = String(req.headers['webhook-id']);
        // Delivery is at least once: act on each webhook-id once.
        if (!seen.has(id)) {
          seen.add(id);
          console.log(JSON.stringify({ id, event: event.event, ...summary(event) }));
        }
        res.writeHead(204).end();
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        console.log(JSON.stringify({ rejected: error.reason }));
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
      }
    })
    .catch((error: unknown) => {
      console.error(String(error));
      res.writeHead(500).end();
    });
});

server.listen(Number(process.env.PORT ?? 3000), () => {
  const address = server.address();
  console.log(`listening on http://localhost:${typeof address === 'object' && address ? address.port : process.env.PORT}/hook`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
