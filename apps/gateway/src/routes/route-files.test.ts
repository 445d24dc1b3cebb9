import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { routeFileOf, readOnlyRouteTable } from '.';

const ROUTES_DIR = __dirname;
const routes = readOnlyRouteTable();

/** Every `*.routes.ts` under routes/, as a path relative to it. */
function routeFilesOnDisk(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFilesOnDisk(full);
    return e.name.endsWith('.routes.ts') ? [path.relative(ROUTES_DIR, full).split(path.sep).join('/')] : [];
  });
}

describe('route files: a URL names the one file that defines it (rule in index.ts)', () => {
  it('names the file by the first segment after an optional /messaging, kebab-cased, with its one exception', () => {
    expect(routeFileOf('/messaging/broadcasts/:broadcast_id/send')).toBe('broadcasts.routes.ts');
    expect(routeFileOf('/messaging/phone_numbers/:phone_number_id/webhooks')).toBe('phone-numbers.routes.ts');
    expect(routeFileOf('/customers/:customer_id/messaging/phone_numbers')).toBe('customers.routes.ts');
    expect(routeFileOf('/workflow_executions/:execution_id/resume')).toBe('workflow-executions.routes.ts');
    expect(routeFileOf('/workflows/:workflow_id/executions')).toBe('workflows.routes.ts');
    expect(routeFileOf('/database_tables')).toBe('database-tables.routes.ts');
    expect(routeFileOf('/provider_models')).toBe('agent.routes.ts');
  });

  it.each(routes.map((r) => [r.method.toUpperCase(), r.path, r]))('%s %s is defined in the file its URL names', (_m, _p, r) => {
    expect(r.file, 'the route is not tagged with its file (wrap the group in routesOf)').toBeDefined();
    expect(path.posix.basename(r.file!)).toBe(routeFileOf(r.path));
  });

  it('each route file tags its routes with its own path, and file names are unique under routes/', () => {
    const files = routeFilesOnDisk();
    for (const file of files) {
      const tags = [...readFileSync(path.join(ROUTES_DIR, file), 'utf8').matchAll(/routesOf\(\s*'([^']+)'/g)].map((m) => m[1]);
      expect(tags.length, `${file} declares no routes through routesOf`).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, `${file} tags its routes as another file`).toBe(file);
    }
    const names = files.map((f) => path.posix.basename(f));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect([...new Set(routes.map((r) => r.file))].sort()).toEqual([...files].sort());
  });
});
