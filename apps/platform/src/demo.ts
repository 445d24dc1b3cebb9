import type { RunningGateway } from '@app/gateway';

/** What the first start prints. */
export interface DemoProject {
  projectId: string;
  apiKey: string;
}

/**
 * On first start (no project exists yet) creates the demo project and returns its key, which is
 * printed once and never again: only its hash is stored.
 */
export async function ensureDemoProject(gw: RunningGateway): Promise<DemoProject | undefined> {
  const existing = await gw.projects.listProjects();
  if (existing.length > 0) return undefined;
  const created = await gw.projects.createProject('Demo', 'pro', 'demo');
  return { projectId: created.project.id, apiKey: created.secret };
}

/** The start-up banner. */
export function banner(urls: { baseUrl: string; proxyUrl: string; simUrl?: string }, demo: DemoProject | undefined, embedded: string[]): string {
  const lines = [
    '',
    'Messaging platform is running.',
    `  base URL:   ${urls.baseUrl}`,
    `  proxy URL:  ${urls.proxyUrl}`,
    `  OpenAPI:    ${urls.baseUrl}/openapi.json`,
  ];
  if (urls.simUrl) lines.push(`  upstream:   ${urls.simUrl} (simulator; control API under /__sim)`);
  if (embedded.length) lines.push(`  embedded:   ${embedded.join(', ')} (set DATABASE_URL / REDIS_URL / NATS_URL for real engines)`);
  if (demo) {
    lines.push(
      '',
      `Demo project ${demo.projectId} created. Its API key is shown only this once:`,
      `  ${demo.apiKey}`,
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
