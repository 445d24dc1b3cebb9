/**
 * The SDK's hand-written webhook event types (libs/sdk/src/webhooks/events.ts) against the platform's
 * event catalog (apps/webhooks/src/domain/catalog), so they cannot drift: the same names and v2-only
 * names, and every catalog payload (each event's sample in both payload versions, and builder outputs)
 * typechecks as the SDK's type of its event — an object literal, so a field the SDK does not declare,
 * a missing required field or a wrong type is a compile error. And the SDK's `verify` accepts what the
 * platform's signer signs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// The catalog and the signer are read from the webhooks service's source, as tools/routes-doc.lib.ts reads the gateway's.
// eslint-disable-next-line no-restricted-imports
import { accountEvent, CATALOG, renderBody, sampleEvent, type PublicEvent } from '../apps/webhooks/src/domain/catalog';
// eslint-disable-next-line no-restricted-imports
import { generateSecret, signatureHeader } from '../apps/webhooks/src/domain/signing';
// The SDK is a published package whose entry is its build (dist/); its source is read here without building it.
// eslint-disable-next-line no-restricted-imports
import { V2_ONLY_EVENT_NAMES, verify, WEBHOOK_EVENT_NAMES } from '../libs/sdk/src/index';

const EVENTS_MODULE = path.join(__dirname, '../libs/sdk/src/webhooks/events');
const AT = '2026-01-01T00:00:00.000Z';

/** Compiles `source` (a module importing the SDK's event types) and returns its diagnostics as text. */
function typeErrors(source: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdk-events-'));
  try {
    const file = path.join(dir, 'payloads.ts');
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      skipLibCheck: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `const pN: <type> = <payload>;` for each payload. */
function typedPayloads(entries: { type: string; body: string }[]): string {
  const lines = entries.map((e, i) => `export const p${i}: ${e.type} = ${e.body};`);
  return [`import type { WebhookEventOf, WebhookEventV1Of } from ${JSON.stringify(EVENTS_MODULE)};`, ...lines].join('\n');
}

/** Every payload the catalog can show: each event's sample, plus builder outputs the samples do not cover. */
function catalogPayloads(): { name: string; event: PublicEvent }[] {
  const samples = CATALOG.map((e) => ({ name: e.name, event: sampleEvent(e.name, AT) }));
  const violation = accountEvent({
    kind: 'violation',
    business_account_id: '102290129340398',
    phone_numbers: [{ id: '106540352242922', display_phone_number: '+1 555-010-0100' }],
    restrictions: [{ type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: null }],
    single_number: { id: '106540352242922', display_phone_number: '+1 555-010-0100' },
    violation_type: 'SCAM',
  });
  return [...samples, { name: violation.name, event: violation }];
}

describe('SDK webhook event types against the catalog', () => {
  it('name the same events, and the same v2-only ones', () => {
    expect([...WEBHOOK_EVENT_NAMES].sort()).toEqual(CATALOG.map((e) => e.name).sort());
    expect([...V2_ONLY_EVENT_NAMES].sort()).toEqual(
      CATALOG.filter((e) => !e.versions.includes('v1'))
        .map((e) => e.name)
        .sort(),
    );
  });

  it('type every catalog payload, in v2 and (where it exists) v1, test sends included', () => {
    const entries = catalogPayloads().flatMap(({ name, event }) => {
      const v2 = renderBody(event, 'v2', AT, { test: true });
      const v1 = renderBody(event, 'v1', AT);
      return [...(v2 ? [{ type: `WebhookEventOf<'${name}'>`, body: v2 }] : []), ...(v1 ? [{ type: `WebhookEventV1Of<'${name}'>`, body: v1 }] : [])];
    });
    expect(entries.length).toBeGreaterThan(CATALOG.length);
    expect(typeErrors(typedPayloads(entries))).toEqual([]);
  });

  it('(control) a payload with a field the SDK does not declare, or without a required one, does not typecheck', () => {
    const body = JSON.parse(renderBody(sampleEvent('messaging.broadcast.status_changed', AT), 'v2', AT)!) as Record<string, unknown>;
    const extra = JSON.stringify({ ...body, surprise: 1 });
    const { phone_number_id: _dropped, ...missing } = body;
    const errors = typeErrors(
      typedPayloads([
        { type: `WebhookEventOf<'messaging.broadcast.status_changed'>`, body: extra },
        { type: `WebhookEventOf<'messaging.broadcast.status_changed'>`, body: JSON.stringify(missing) },
      ]),
    );
    expect(errors).toHaveLength(2);
  });
});

describe('SDK verify against the platform signer', () => {
  it('accepts a delivery the platform signed, with one secret or two during a rotation', () => {
    const [current, previous] = [generateSecret(), generateSecret()];
    const body = renderBody(sampleEvent('messaging.message.received', AT), 'v2', AT)!;
    const ts = Math.floor(Date.now() / 1000);
    // During a rotation the platform signs with both secrets; a receiver still holding the previous one verifies too.
    for (const { secrets, receiverHolds } of [
      { secrets: [current], receiverHolds: current },
      { secrets: [current, previous], receiverHolds: previous },
    ]) {
      const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(ts), 'webhook-signature': signatureHeader(secrets, 'evt_1', ts, body) };
      const event = verify(body, headers, receiverHolds);
      expect(event.event === 'messaging.message.received' && event.message.svc.direction).toBe('inbound');
    }
    const forged = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(ts), 'webhook-signature': signatureHeader([generateSecret()], 'evt_1', ts, body) };
    expect(() => verify(body, forged, current)).toThrow(/signature/i);
  });
});
