/**
 * Lists a number's conversations with the SDK's iterator (@messaging-platform/sdk): `paginate` asks
 * page after page (cursor style: `paging.cursors.after` while `paging.next` is set) and yields typed
 * conversations, however many pages there are.
 *
 *   PLATFORM_API_KEY=mpk_… PLATFORM_BASE_URL=http://localhost:8080/platform/v1 \
 *   PHONE_NUMBER_ID=<id> [PAGE_SIZE=50] npx tsx docs/examples/list-conversations.ts
 *
 * Prints one JSON line per conversation ({ id, phone_number, status, last_active_at }), then
 * {"total":N}.
 */
import { createPlatformClient, paginate } from '@messaging-platform/sdk';

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const client = createPlatformClient({ apiKey: env.PLATFORM_API_KEY!, baseUrl: env.PLATFORM_BASE_URL! });
  let total = 0;
  const query = { phone_number_id: env.PHONE_NUMBER_ID, limit: Number(env.PAGE_SIZE ?? 50) };
  for await (const conversation of paginate(client, '/messaging/conversations', { query })) {
    const { id, phone_number, status, last_active_at } = conversation;
    console.log(JSON.stringify({ id, phone_number, status, last_active_at }));
    total++;
  }
  console.log(JSON.stringify({ total }));
}

main(process.env).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
