/**
 * The seeded catalog: apps and their actions (components) with prop schemas, remote options,
 * dynamic props, and what running each does. Deterministic so tests can assert outcomes; the
 * "third-party" behaviour (a Slack channel that is archived, a sheet whose columns become dynamic
 * props) lives here and nowhere else.
 */

/** An app as the connector's REST API shows it (`/v1/connect/apps`). */
export interface SimApp {
  id: string;
  name_slug: string;
  name: string;
  auth_type: 'oauth' | 'keys' | 'none';
  description: string;
  img_src: string;
  categories: string[];
  featured_weight: number;
  scope_profiles: unknown[];
}

/** A configurable prop (the subset of the connector's prop types the seeded actions use). */
export interface SimProp {
  name: string;
  type: 'app' | 'string' | 'integer' | 'boolean' | 'string[]' | 'object';
  app?: string;
  label?: string;
  description?: string;
  optional?: boolean;
  secret?: boolean;
  remoteOptions?: boolean;
  reloadProps?: boolean;
  default?: unknown;
}

/** What a run produces: the return value and the `$summary` export, or a failure the app reported. */
export type RunOutcome = { ok: true; ret: unknown; summary: string } | { ok: false; name: string; message: string };

/** A prop's remote options: label/value pairs, or errors when its dependencies are not configured. */
export type OptionsOutcome = { options: { label: string; value: string }[] } | { errors: string[] };

/** An action of the catalog. */
export interface SimAction {
  key: string;
  name: string;
  version: string;
  description: string;
  app: string;
  props: SimProp[];
  /** Remote options of a prop, given the props configured so far. */
  options?(prop: string, configured: Record<string, unknown>): OptionsOutcome;
  /** Props added after `reloadProps`, given the props configured so far. */
  dynamicProps?(configured: Record<string, unknown>): SimProp[] | { errors: string[] };
  run(configured: Record<string, unknown>): RunOutcome;
}

const img = (slug: string) => `https://connector-sim.invalid/apps/${slug}.svg`;

/** The seeded apps. */
export const APPS: SimApp[] = [
  {
    id: 'app_OkrhR1',
    name_slug: 'slack',
    name: 'Slack',
    auth_type: 'oauth',
    description: 'Team messaging.',
    img_src: img('slack'),
    categories: ['Communication'],
    featured_weight: 100,
    scope_profiles: [],
  },
  {
    id: 'app_1Z2hw1',
    name_slug: 'google_sheets',
    name: 'Google Sheets',
    auth_type: 'oauth',
    description: 'Spreadsheets.',
    img_src: img('google_sheets'),
    categories: ['Productivity'],
    featured_weight: 90,
    scope_profiles: [],
  },
  {
    id: 'app_mWnhBo',
    name_slug: 'github',
    name: 'GitHub',
    auth_type: 'oauth',
    description: 'Code hosting.',
    img_src: img('github'),
    categories: ['Developer Tools'],
    featured_weight: 80,
    scope_profiles: [],
  },
  {
    id: 'app_Jb3hXg',
    name_slug: 'http',
    name: 'HTTP / Webhook',
    auth_type: 'none',
    description: 'Generic HTTP requests (simulated: nothing leaves the simulator).',
    img_src: img('http'),
    categories: ['Developer Tools'],
    featured_weight: 10,
    scope_profiles: [],
  },
];

const CHANNELS = [
  { label: '#general', value: 'C0GENERAL' },
  { label: '#sales', value: 'C0SALES01' },
  { label: '#archived-2019', value: 'C0ARCHIVED' },
];
const SHEETS: Record<string, { title: string; worksheets: Record<string, string[]> }> = {
  '1SheetLeads': { title: 'Leads', worksheets: { '0': ['Name', 'Email', 'Phone'], '1': ['Date', 'Amount'] } },
  '1SheetOrders': { title: 'Orders', worksheets: { '0': ['Order', 'Status'] } },
};
const REPOS = ['acme/website', 'acme/api'];

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const missing = (configured: Record<string, unknown>, names: string[]) => names.filter((n) => configured[n] === undefined || configured[n] === '');

/** The seeded actions. */
export const ACTIONS: SimAction[] = [
  {
    key: 'slack-send-message',
    name: 'Send Message',
    version: '0.1.3',
    description: 'Send a message to a channel.',
    app: 'slack',
    props: [
      { name: 'slack', type: 'app', app: 'slack', label: 'Slack' },
      { name: 'channel', type: 'string', label: 'Channel', remoteOptions: true },
      { name: 'text', type: 'string', label: 'Text' },
      { name: 'unfurl_links', type: 'boolean', label: 'Unfurl links', optional: true, default: true },
    ],
    options(prop) {
      if (prop === 'channel') return { options: CHANNELS };
      return { errors: [`prop ${prop} has no remote options`] };
    },
    run(c) {
      if (c.channel === 'C0ARCHIVED') return { ok: false, name: 'SlackApiError', message: 'An API error occurred: is_archived' };
      if (!CHANNELS.some((ch) => ch.value === c.channel)) return { ok: false, name: 'SlackApiError', message: 'An API error occurred: channel_not_found' };
      const ts = `1700000000.${String(str(c.text).length).padStart(6, '0')}`;
      return { ok: true, ret: { ok: true, channel: c.channel, ts, message: { text: str(c.text) } }, summary: `Sent message to ${str(c.channel)}` };
    },
  },
  {
    key: 'google_sheets-add-single-row',
    name: 'Add Single Row',
    version: '2.1.4',
    description: 'Add a single row of data to a sheet; its columns become props after choosing a worksheet.',
    app: 'google_sheets',
    props: [
      { name: 'googleSheets', type: 'app', app: 'google_sheets', label: 'Google Sheets' },
      { name: 'sheetId', type: 'string', label: 'Spreadsheet', remoteOptions: true, reloadProps: true },
      { name: 'worksheetId', type: 'string', label: 'Worksheet', remoteOptions: true, reloadProps: true },
    ],
    options(prop, c) {
      if (prop === 'sheetId') return { options: Object.entries(SHEETS).map(([value, s]) => ({ label: s.title, value })) };
      if (prop === 'worksheetId') {
        const sheet = SHEETS[str(c.sheetId)];
        if (!sheet) return { errors: ['Configure sheetId first'] };
        return { options: Object.keys(sheet.worksheets).map((value) => ({ label: `Sheet${Number(value) + 1}`, value })) };
      }
      return { errors: [`prop ${prop} has no remote options`] };
    },
    dynamicProps(c) {
      const sheet = SHEETS[str(c.sheetId)];
      const columns = sheet?.worksheets[str(c.worksheetId)];
      if (!columns) return { errors: ['Configure sheetId and worksheetId first'] };
      return columns.map((col) => ({ name: col, type: 'string' as const, label: col, optional: true }));
    },
    run(c) {
      const sheet = SHEETS[str(c.sheetId)];
      const columns = sheet?.worksheets[str(c.worksheetId)];
      if (!columns) return { ok: false, name: 'GoogleSheetsError', message: 'Requested entity was not found.' };
      const values = columns.map((col) => str(c[col]));
      return {
        ok: true,
        ret: { spreadsheetId: c.sheetId, updatedRange: `Sheet${Number(c.worksheetId) + 1}!A2:${String.fromCharCode(64 + columns.length)}2`, values: [values] },
        summary: `Added 1 row to ${sheet.title}`,
      };
    },
  },
  {
    key: 'github-create-issue',
    name: 'Create Issue',
    version: '0.3.2',
    description: 'Create a new issue in a repository.',
    app: 'github',
    props: [
      { name: 'github', type: 'app', app: 'github', label: 'GitHub' },
      { name: 'repoFullname', type: 'string', label: 'Repository', remoteOptions: true },
      { name: 'title', type: 'string', label: 'Title' },
      { name: 'body', type: 'string', label: 'Body', optional: true },
      { name: 'labels', type: 'string[]', label: 'Labels', optional: true },
    ],
    options(prop) {
      if (prop === 'repoFullname') return { options: REPOS.map((r) => ({ label: r, value: r })) };
      return { errors: [`prop ${prop} has no remote options`] };
    },
    run(c) {
      if (!REPOS.includes(str(c.repoFullname))) return { ok: false, name: 'HttpError', message: 'Not Found' };
      const number = 100 + str(c.title).length;
      return {
        ok: true,
        ret: { number, title: c.title, state: 'open', html_url: `https://github.invalid/${str(c.repoFullname)}/issues/${number}`, labels: c.labels ?? [] },
        summary: `Created issue #${number}`,
      };
    },
  },
  {
    key: 'http-send-request',
    name: 'Send any HTTP Request',
    version: '0.0.2',
    description: 'Echoes the request it would send (the simulator has no network).',
    app: 'http',
    props: [
      { name: 'method', type: 'string', label: 'Method', default: 'GET' },
      { name: 'url', type: 'string', label: 'URL' },
      { name: 'body', type: 'object', label: 'Body', optional: true },
    ],
    run(c) {
      if (!/^https?:\/\//.test(str(c.url))) return { ok: false, name: 'TypeError', message: 'Invalid URL' };
      return {
        ok: true,
        ret: { status: 200, request: { method: str(c.method || 'GET'), url: c.url, body: c.body ?? null } },
        summary: `${str(c.method || 'GET')} ${str(c.url)}`,
      };
    },
  },
];

/** Props every run needs configured (not optional, no default, not an app prop). */
export function requiredProps(props: SimProp[]): string[] {
  return props.filter((p) => !p.optional && p.default === undefined && p.type !== 'app').map((p) => p.name);
}

export { missing };
