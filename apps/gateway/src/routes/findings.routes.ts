import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, queryInt, uuidParam } from './schemas';

const FINDING_STATUSES = ['candidate', 'open', 'quiet', 'dismissed', 'addressed'] as const;
const DISMISS_REASONS = ['already_fixed', 'expected_behavior', 'not_actionable', 'false_positive', 'duplicate', 'other'] as const;

const investigation = contractObject(
  'svc.workflows_agent.v1.FindingInvestigation',
  {
    status: z.enum(['dispatching', 'running', 'completed', 'failed']),
    report: contractObject('svc.workflows_agent.v1.FindingReport', {
      evidence: z.array(contractObject('svc.workflows_agent.v1.FindingReportEvidence', { kind: z.enum(['event', 'message', 'metrics']) })),
    }).nullable(),
    error: contractObject('svc.workflows_agent.v1.AgentRunError').nullable(),
  },
  { uuid: ['id', 'agent_run_id'] },
);
const finding = contractObject(
  'svc.workflows_agent.v1.Finding',
  {
    status: z.enum(FINDING_STATUSES),
    category: z.enum(['conversation', 'operational']),
    metrics: contractObject('svc.workflows_agent.v1.FindingMetrics'),
    dismissal: contractObject('svc.workflows_agent.v1.FindingDismissal').nullable(),
    latest_investigation: investigation.nullable(),
  },
  { uuid: ['id'] },
);
const evidence = contractObject('svc.workflows_agent.v1.FindingEvidence', {
  daily: z.array(contractObject('svc.workflows_agent.v1.FindingDailyCount')),
  events: z.array(contractObject('svc.workflows_agent.v1.FindingEventSample', {}, { uuid: ['id', 'conversation_id'] })),
  coverage: contractObject('svc.workflows_agent.v1.FindingEvidenceCoverage'),
});
const params = z.object({ finding_id: uuidParam });
const markAddressedBody = z
  .object({
    note: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(2000)
      .optional()
      .describe('What was done; needed when no completed investigation covers the current evidence.'),
  })
  .strict()
  .optional();
const cursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a valid cursor');
const dismissBody = z
  .object({
    reason: z.enum(DISMISS_REASONS).describe('Why the finding is dismissed.'),
    note: z.string().trim().min(1, 'is required').max(2000),
  })
  .strict();

/** Findings and investigations (workflows-agent; spec 4.12 GET /findings, 8; decisions 0740-0743). */
export function findingRoutes(basePath: string): RouteDef[] {
  const link = (limit: number, status: string | undefined, cursor: { after?: string; before?: string }) =>
    `${basePath}/findings?limit=${limit}${status ? `&status=${status}` : ''}&${cursor.after ? `after=${cursor.after}` : `before=${cursor.before}`}`;
  return routesOf('findings.routes.ts', [
    grpcRoute({
      method: 'get',
      path: '/findings',
      operationId: 'listFindings',
      summary: 'Candidate and open findings (or those of one status), most recently qualified first (cursor paginated).',
      tag: 'Findings',
      query: z.object({
        limit: queryInt(1, 25).default(20).describe('Page size, 1 to 25.'),
        status: z.enum(['candidate', 'open']).optional().describe('Only findings in this status (default: candidate and open).'),
        after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
        before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
      }),
      response: z.object({ data: z.array(finding), paging: cursorPaging }),
      errorStatuses: [400],
      service: 'workflowsAgent',
      rpc: 'ListFindings',
      request: ({ query }, ctx) => ({ project_id: ctx.projectId, limit: query.limit, after: query.after, before: query.before, status: query.status }),
      reply: (res, { query }) => {
        const after = res.after_cursor || null;
        const before = res.before_cursor || null;
        return {
          body: {
            data: res.findings,
            paging: {
              cursors: { before, after },
              next: after ? link(query.limit, query.status, { after }) : null,
              previous: before ? link(query.limit, query.status, { before }) : null,
            },
          },
        };
      },
    }),
    grpcRoute({
      method: 'get',
      path: '/findings/:finding_id',
      operationId: 'getFinding',
      summary: 'A finding in any status: metrics (last 7 days against the previous 28) and the latest investigation with its report.',
      tag: 'Findings',
      params,
      response: z.object({ data: finding }),
      service: 'workflowsAgent',
      rpc: 'GetFinding',
      request: ({ params: p }, ctx) => ({ project_id: ctx.projectId, finding_id: p.finding_id }),
      reply: (res) => ({ body: { data: res.finding } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/findings/:finding_id/evidence',
      operationId: 'getFindingEvidence',
      summary: 'Daily history and capped samples: events ≤100, affected conversations ≤50, comparison conversations ≤20, with coverage.',
      tag: 'Findings',
      params,
      response: z.object({ data: evidence }),
      service: 'workflowsAgent',
      rpc: 'GetFindingEvidence',
      request: ({ params: p }, ctx) => ({ project_id: ctx.projectId, finding_id: p.finding_id }),
      reply: (res) => ({ body: { data: res.evidence } }),
    }),
    grpcRoute({
      method: 'post',
      path: '/findings/:finding_id/dismiss',
      operationId: 'dismissFinding',
      summary: 'Dismiss a finding with a reason and a note; it reopens only if the signal doubles again.',
      tag: 'Findings',
      params,
      body: dismissBody,
      response: z.object({ data: finding }),
      successStatuses: [200],
      errorStatuses: [400, 404, 409],
      service: 'workflowsAgent',
      rpc: 'DismissFinding',
      request: ({ params: p, body }, ctx) => ({ project_id: ctx.projectId, finding_id: p.finding_id, reason: body.reason, note: body.note }),
      reply: (res) => ({ body: { data: res.finding } }),
    }),
    grpcRoute({
      method: 'post',
      path: '/findings/:finding_id/mark_addressed',
      operationId: 'markFindingAddressed',
      summary: 'Mark a finding addressed (monitoring); 422 without a completed investigation of its current evidence or a note.',
      tag: 'Findings',
      params,
      body: markAddressedBody,
      response: z.object({ data: finding }),
      successStatuses: [200],
      errorStatuses: [400, 404, 409, 422],
      service: 'workflowsAgent',
      rpc: 'MarkFindingAddressed',
      request: ({ params: p, body }, ctx) => ({ project_id: ctx.projectId, finding_id: p.finding_id, note: body?.note }),
      reply: (res) => ({ body: { data: res.finding } }),
    }),
    grpcRoute({
      method: 'post',
      path: '/findings/:finding_id/start_investigation',
      operationId: 'startFindingInvestigation',
      summary:
        'Start an investigation (202, asynchronous): an agent run in mode findings-investigator over the evidence; 409 while a dispatch is in flight, 422 when one is running or the finding is not eligible.',
      tag: 'Findings',
      params,
      response: z.object({ data: finding, status_url: z.string() }),
      successStatuses: [202],
      errorStatuses: [400, 404, 409, 422],
      service: 'workflowsAgent',
      rpc: 'StartFindingInvestigation',
      request: ({ params: p }, ctx) => ({ project_id: ctx.projectId, finding_id: p.finding_id }),
      reply: (res) => {
        const url = `${basePath}/findings/${res.finding!.id}`;
        return { status: 202, headers: { location: url }, body: { data: res.finding, status_url: url } };
      },
    }),
  ]);
}
