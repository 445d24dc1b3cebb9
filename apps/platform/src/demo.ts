import type { RunningGateway } from '@app/gateway';
import { toStruct } from '@platform/contracts';
import { isDomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';
import demoRateCard from './demo-rate-card.json';

/** Prepaid credits the demo project starts with, in micros of USD (100.00), so the printed examples can send. */
export const DEMO_CREDITS_MICROS = 100_000_000;

/** What the first start prints. */
export interface DemoProject {
  projectId: string;
  apiKey: string;
  /** The demo project's available credits after seeding (decimal USD). */
  credits: string;
  /** The demo project's first owner, who signs in to the dashboard ({app_url}); the password is shown once. */
  owner: { email: string; password: string };
}

/** Address of the demo project's first owner. */
export const DEMO_OWNER_EMAIL = 'owner@example.com';

/**
 * On first start (no project exists yet) creates the demo project and its first owner and returns
 * the key and the owner's password, printed once and never again: only their hashes are stored.
 */
export async function ensureDemoProject(gw: RunningGateway): Promise<DemoProject | undefined> {
  const existing = await gw.projects.listProjects();
  if (existing.length > 0) return undefined;
  const created = await gw.projects.createProject('Demo', 'pro', 'demo');
  const credits = await seedDemoCredits(gw, created.project.id);
  const owner = await gw.users.addOwner(created.project.id, DEMO_OWNER_EMAIL);
  // A fresh database: the address is new, so a password was generated for it.
  return { projectId: created.project.id, apiKey: created.secret, credits, owner: { email: DEMO_OWNER_EMAIL, password: owner.password ?? '' } };
}

/**
 * Gives the demo project credits (a new project starts at zero, docs/decisions/0104) and, when no
 * rate card is in effect, loads the example card (demo-rate-card.json: example prices, not a price
 * list) so its sends can be priced. Returns the available credits as decimal USD.
 */
export async function seedDemoCredits(gw: RunningGateway, projectId: string): Promise<string> {
  const funding = gw.clients.funding;
  const hasCard = await callUnary(funding, 'GetRateCard', { version: 0 }, { deadlineMs: 10_000 }).then(
    () => true,
    (err: unknown) => {
      if (isDomainError(err) && err.reason === 'RATE_CARD_NOT_FOUND') return false;
      throw err;
    },
  );
  if (!hasCard) await callUnary(funding, 'LoadRateCard', { card: toStruct(demoRateCard), source: 'file' }, { deadlineMs: 10_000 });
  const r = await callUnary(
    funding,
    'TopUpCredits',
    {
      project_id: projectId,
      amount_micros: DEMO_CREDITS_MICROS,
      reference: 'demo-initial-credits',
      note: 'demo project credits (npm start)',
    },
    { deadlineMs: 10_000 },
  );
  return (Number(r.balance!.available_micros) / 1_000_000).toFixed(2);
}

/** The start-up banner. */
export function banner(
  urls: { baseUrl: string; proxyUrl: string; appUrl: string; simUrl?: string },
  demo: DemoProject | undefined,
  embedded: string[],
): string {
  const lines = [
    '',
    'Messaging platform is running.',
    `  base URL:   ${urls.baseUrl}`,
    `  proxy URL:  ${urls.proxyUrl}`,
    `  OpenAPI:    ${urls.baseUrl}/openapi.json`,
    `  dashboard:  ${urls.appUrl}/ (sign in as a project's owner; docs/dashboard.md)`,
  ];
  if (urls.simUrl) lines.push(`  upstream:   ${urls.simUrl} (simulator; control API under /__sim)`);
  if (embedded.length) lines.push(`  embedded:   ${embedded.join(', ')} (set DATABASE_URL / REDIS_URL / NATS_URL for real engines)`);
  if (demo) {
    lines.push(
      '',
      `Demo project ${demo.projectId} created. Its API key is shown only this once:`,
      `  ${demo.apiKey}`,
      `It has ${demo.credits} USD of prepaid credits (top up: npm run admin -- credits top-up --project ${demo.projectId} --amount 10).`,
      `Its first owner signs in to the dashboard (${urls.appUrl}/; its API: ${urls.appUrl}/api/v1) with this password, shown only this once:`,
      `  email: ${demo.owner.email}  password: ${demo.owner.password}`,
      `  curl -s -c cookies.txt -H 'content-type: application/json' -d '{"email":"${demo.owner.email}","password":"${demo.owner.password}"}' '${urls.appUrl}/api/v1/session'`,
      '',
      'Try it:',
      `  curl -s -H 'X-API-Key: ${demo.apiKey}' '${urls.baseUrl}/api_logs?limit=5'`,
    );
  } else {
    lines.push('', 'Projects exist already; manage keys with `npm run admin -- project list`.');
  }
  lines.push('', 'Ctrl-C stops it gracefully.', '');
  return lines.join('\n');
}
