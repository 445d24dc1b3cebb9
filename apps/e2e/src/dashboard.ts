/**
 * The dashboard's page journeys (issue 38): the real platform (the services a page needs, the upstream
 * simulator), the gateway serving a fresh build of the dashboard, chromium (playwright-core), a project
 * with an owner who signs in through the page, axe-core and screenshots. One per test file.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDashboard, launchChromium, seriousAxeViolations } from '@platform/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from './harness';

/** Where screenshots go: `docs/dashboard/` with DASHBOARD_SCREENSHOTS=1, else a temporary directory. */
function screenshotDir(): { dir: string; temporary: boolean } {
  if (process.env.DASHBOARD_SCREENSHOTS === '1') return { dir: path.resolve(__dirname, '../../../docs/dashboard'), temporary: false };
  return { dir: mkdtempSync(path.join(tmpdir(), 'dashboard-shots-')), temporary: true };
}

/** A person who signs in. */
export interface Person {
  email: string;
  password: string;
  /** The membership's id (`/users/{member_id}`). */
  memberId: string;
  userId: string;
}

/** A running platform with the dashboard, a project, its owner and a browser page. */
export interface DashboardStack {
  stack: Stack;
  projectId: string;
  /** A `full` API key of the project (fixtures the journey does not do in the page). */
  apiKey: string;
  owner: Person;
  browser: Browser;
  context: BrowserContext;
  /** The page of the journey (1280 × 860). */
  page: Page;
  /** CSP reports seen in the console (a journey expects none). */
  cspViolations: string[];
  /** `{app_url}` page of the project: `url('broadcasts')` → `http://.../app/p/{id}/broadcasts`. */
  url(section: string): string;
  /** Signs in through the sign-in page (`page` by default) and waits for the shell. */
  signIn(person: Pick<Person, 'email' | 'password'>, page?: Page): Promise<void>;
  /** Adds a member with a role (through the admin CLI and `PATCH /users/{id}`), for role journeys. */
  addMember(role: 'owner' | 'admin' | 'developer' | 'agent' | 'viewer'): Promise<Person>;
  /** axe-core on `page` as it is: the serious or critical violations (a journey expects none). */
  axe(label: string, page?: Page): Promise<string[]>;
  /** Screenshots of the page at 1280 and 375 px wide (`{name}-1280.png`, `{name}-375.png`), `at` scrolled to the top when given. */
  shoot(name: string, page?: Page, at?: Locator): Promise<void>;
  stop(): Promise<void>;
}

/** Options of {@link startDashboardStack}. */
export interface DashboardStackOptions {
  /** Services besides the gateway (and the upstream simulator, which always runs). */
  services: NonNullable<StackOptions['services']>;
  /** The project's plan (default `pro`). */
  plan?: string;
  /** Extra environment per app (the gateway's `DASHBOARD_DIR` is set here). */
  appEnv?: StackOptions['appEnv'];
  env?: StackOptions['env'];
}

/** Starts the stack, creates the project and its owner, and opens chromium (not yet signed in). */
export async function startDashboardStack(opts: DashboardStackOptions): Promise<DashboardStack> {
  const shots = screenshotDir();
  mkdirSync(shots.dir, { recursive: true });
  const dist = buildDashboard();
  const stack = await startStack({
    services: opts.services,
    env: opts.env,
    appEnv: { ...opts.appEnv, gateway: { ...opts.appEnv?.gateway, DASHBOARD_DIR: dist } },
  });
  let browser: Browser | undefined;
  try {
    const p = await stack.createProject(opts.plan ?? 'pro');
    const addPerson = async (role: 'owner' | 'admin' | 'developer' | 'agent' | 'viewer'): Promise<Person> => {
      const email = `${role}-${randomUUID().slice(0, 8)}@dashboard.test`;
      const made = (await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', email, '--json'])) as {
        id: string;
        user_id: string;
        password: string;
      };
      if (role !== 'owner') {
        const changed = await stack.api(p.apiKey, 'PATCH', `/users/${made.id}`, { user: { role } });
        if (changed.status !== 200) throw new Error(`role ${role}: ${changed.status} ${JSON.stringify(changed.body)}`);
      }
      return { email, password: made.password, memberId: made.id, userId: made.user_id };
    };
    const owner = await addPerson('owner');
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    const b = browser;
    return {
      stack,
      projectId: p.projectId,
      apiKey: p.apiKey,
      owner,
      browser: b,
      context,
      page,
      cspViolations,
      url: (section) => `${stack.gatewayUrl}/app/p/${p.projectId}/${section.replace(/^\//, '')}`,
      async signIn(person, on = page) {
        await on.goto(`${stack.gatewayUrl}/app/sign-in`);
        await on.getByLabel('Email').fill(person.email);
        await on.getByLabel(/^Password/).fill(person.password);
        await on.getByRole('button', { name: 'Sign in' }).click();
        await on.getByRole('button', { name: 'Sign out' }).waitFor();
      },
      addMember: addPerson,
      axe: (label, on = page) => seriousAxeViolations(on, label),
      async shoot(name, on = page, at) {
        for (const width of [1280, 375]) {
          await on.setViewportSize({ width, height: 860 });
          // The shell's navigation slides in or out when the width crosses its breakpoint: let it finish.
          await on.waitForTimeout(700);
          // The part of the page the shot is about at the top of the view (a width change reflows the page).
          // (Below the shell's header, 60 px high.)
          if (at)
            await at.evaluate((el) => {
              (el as unknown as { style: { scrollMarginTop: string } }).style.scrollMarginTop = '76px';
              el.scrollIntoView({ block: 'start' });
            });
          await on.screenshot({ path: path.join(shots.dir, `${name}-${width}.png`), fullPage: false });
        }
        await on.setViewportSize({ width: 1280, height: 860 });
      },
      async stop() {
        await b.close();
        await stack.stop();
        if (shots.temporary) rmSync(shots.dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await browser?.close();
    await stack.stop();
    throw err;
  }
}

/** A number of the upstream simulator connected to the project as a customer's (the journeys' usual fixture). */
export interface ConnectedNumber {
  customerId: string;
  phoneNumberId: string;
  wabaId: string;
  businessId: string;
  /** The number's access token at the simulator. */
  token: string;
}

/**
 * Seeds a business with one account and one number at the upstream simulator and connects it to the
 * project under a new customer (`POST /customers`, `POST /customers/{id}/messaging/phone_numbers`).
 */
export async function connectSimulatorNumber(stack: Stack, apiKey: string, name = 'Acme'): Promise<ConnectedNumber> {
  const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const customer = await stack.api(apiKey, 'POST', '/customers', { customer: { name } });
  if (customer.status !== 201) throw new Error(`customer: ${customer.status} ${JSON.stringify(customer.body)}`);
  const phoneNumberId = fx.phone_numbers[0].id as string;
  const connected = await stack.api(apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: `${name} support`,
      kind: 'production',
      phone_number_id: phoneNumberId,
      business_account_id: fx.wabas[0].id,
      access_token: fx.tokens[0].value,
    },
  });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
  return { customerId: customer.body.data.id, phoneNumberId, wabaId: fx.wabas[0].id, businessId: fx.businesses?.[0]?.id ?? '', token: fx.tokens[0].value };
}
