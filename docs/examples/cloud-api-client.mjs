// Runnable example (docs/cloud-api-clients.md): a stock Cloud API client library pointed at the
// platform's {proxy_url}. Sends a text message and lists the account's templates.
//
//   PLATFORM_URL=https://api.example.com API_KEY=... PHONE_NUMBER_ID=... BUSINESS_ACCOUNT_ID=... TO=15551234567 \
//     node docs/examples/cloud-api-client.mjs
//
// Nothing here is platform-specific except the base URL and the key: the same code talks to the
// upstream directly with baseUrl https://graph.facebook.com and a Meta access token.
import { WhatsAppClient } from '@kapso/whatsapp-cloud-api';

const { PLATFORM_URL, API_KEY, PHONE_NUMBER_ID, BUSINESS_ACCOUNT_ID, TO } = process.env;
if (!PLATFORM_URL || !API_KEY || !PHONE_NUMBER_ID || !TO) {
  console.error('Set PLATFORM_URL, API_KEY, PHONE_NUMBER_ID and TO (BUSINESS_ACCOUNT_ID to list templates).');
  process.exit(2);
}

const client = new WhatsAppClient({
  // {proxy_url} without its version: the library adds the version itself.
  baseUrl: `${PLATFORM_URL.replace(/\/+$/, '')}/upstream/messaging`,
  graphVersion: 'v24.0',
  // Sent as `Authorization: Bearer <key>`; `kapsoApiKey: API_KEY` would send `X-API-Key` instead.
  accessToken: API_KEY,
});

const sent = await client.messages.sendText({ phoneNumberId: PHONE_NUMBER_ID, to: TO, body: 'Hello from a Cloud API client' });
console.log(JSON.stringify({ sent: sent.messages[0].id }));

if (BUSINESS_ACCOUNT_ID) {
  const templates = await client.templates.list({ businessAccountId: BUSINESS_ACCOUNT_ID, limit: 10 });
  console.log(JSON.stringify({ templates: templates.data.map((t) => `${t.name} (${t.language}, ${t.status})`) }));
}
