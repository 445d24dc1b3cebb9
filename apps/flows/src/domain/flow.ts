/** Public status of a flow (spec 2.5; `deprecated` per the upstream lifecycle, decision 0600). */
export type FlowStatus = 'draft' | 'published' | 'deprecated';

/** Upstream flow categories (reference 2.6). */
export const FLOW_CATEGORIES = [
  'SIGN_UP',
  'SIGN_IN',
  'APPOINTMENT_BOOKING',
  'LEAD_GENERATION',
  'SHOPPING',
  'CONTACT_US',
  'CUSTOMER_SUPPORT',
  'SURVEY',
  'OTHER',
] as const;

/** Flow JSON of a flow created without one: one terminal welcome screen (as the peer does). */
export function welcomeFlowJson(name: string): Record<string, unknown> {
  return {
    version: '7.3',
    screens: [
      {
        id: 'WELCOME',
        title: name.slice(0, 30) || 'Welcome',
        terminal: true,
        success: true,
        layout: {
          type: 'SingleColumnLayout',
          children: [
            { type: 'TextHeading', text: 'Welcome' },
            { type: 'Footer', label: 'Done', 'on-click-action': { name: 'complete', payload: {} } },
          ],
        },
      },
    ],
  };
}

/** The platform status of an upstream status: THROTTLED and BLOCKED flows are still published ones. */
export function statusOfUpstream(upstream: string): FlowStatus {
  switch (upstream) {
    case 'DRAFT':
      return 'draft';
    case 'DEPRECATED':
      return 'deprecated';
    default:
      return 'published';
  }
}

/** Label of the n-th version of a flow (1-based). */
export function versionLabel(n: number): string {
  return `v${n}`;
}

/**
 * What a command may do in a status (reference 2.6): a draft is edited in place; a published flow
 * gets a new draft only through a new version (an upstream clone); deprecated is terminal.
 */
export function assertMutable(status: FlowStatus): 'in_place' | 'redraft' {
  if (status === 'deprecated') throw new FlowStateError('A deprecated flow cannot change');
  return status === 'draft' ? 'in_place' : 'redraft';
}

/** A command not allowed in the flow's status. */
export class FlowStateError extends Error {}

/** `version` of a flow JSON, or undefined. */
export function jsonVersionOf(flowJson: Record<string, unknown>): string | undefined {
  return typeof flowJson.version === 'string' ? flowJson.version : undefined;
}

/** `data_api_version` of a flow JSON, or undefined (a flow without a data endpoint). */
export function dataApiVersionOf(flowJson: Record<string, unknown>): string | undefined {
  return typeof flowJson.data_api_version === 'string' ? flowJson.data_api_version : undefined;
}
