/**
 * Sends an approved template to a number with the SDK (@messaging-platform/sdk; libs/sdk/README.md),
 * in five typed lines: the client, the template, the number, the send (with an automatic
 * Idempotency-Key, kept across the client's retries, so it is sent at most once), the answer.
 *
 *   PLATFORM_API_KEY=mpk_… PLATFORM_BASE_URL=http://localhost:8080/platform/v1 \
 *   PHONE_NUMBER_ID=<id> TO=15551234567 TEMPLATE_NAME=order_update TEMPLATE_LANGUAGE=en_US npx tsx docs/examples/send-template.ts
 *
 * Prints the accepted send as JSON: {"wamid":"wamid.…","status":"accepted"}. A refusal (402 credits,
 * 404 unknown number, 422 marketing_preference_stopped, ...) throws a PlatformApiError, printed with
 * its status and code.
 */
import { createPlatformClient, unwrap } from '@messaging-platform/sdk';

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const client = createPlatformClient({ apiKey: env.PLATFORM_API_KEY!, baseUrl: env.PLATFORM_BASE_URL! });
  const template = { name: env.TEMPLATE_NAME ?? 'order_update', language: { code: env.TEMPLATE_LANGUAGE ?? 'en_US' } };
  const path = { phone_number_id: env.PHONE_NUMBER_ID! };
  const { data } = await unwrap(
    client.POST('/messaging/phone_numbers/{phone_number_id}/messages', { params: { path }, body: { to: env.TO!, message: { type: 'template', template } } }),
  );
  console.log(JSON.stringify(data));
}

main(process.env).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
