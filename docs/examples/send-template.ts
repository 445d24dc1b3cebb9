/**
 * Sends an approved template with the SDK (@messaging-platform/sdk; libs/sdk/README.md), in five typed
 * lines: the client, the send, the answer.
 *
 *   PLATFORM_API_KEY=mpk_… PLATFORM_BASE_URL=http://localhost:8080/platform/v1 \
 *   CONVERSATION_ID=<uuid> TEMPLATE_NAME=order_update TEMPLATE_LANGUAGE=en_US npx tsx docs/examples/send-template.ts
 *
 * Prints the accepted send as JSON: {"wamid":"wamid.…","status":"accepted"}. Any refusal (402 credits,
 * 404 unknown conversation, ...) throws a PlatformApiError, printed with its status and code.
 */
import { createPlatformClient, unwrap } from '@messaging-platform/sdk';

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const client = createPlatformClient({ apiKey: env.PLATFORM_API_KEY!, baseUrl: env.PLATFORM_BASE_URL! });
  const template = { name: env.TEMPLATE_NAME ?? 'order_update', language: { code: env.TEMPLATE_LANGUAGE ?? 'en_US' } };
  const path = { conversation_id: env.CONVERSATION_ID! };
  const { data } = await unwrap(
    client.POST('/messaging/conversations/{conversation_id}/messages', { params: { path }, body: { message: { type: 'template', template } } }),
  );
  console.log(JSON.stringify(data));
}

main(process.env).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
