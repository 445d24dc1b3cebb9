import { toStruct, type JsonObject, type messagingProxy } from '@platform/contracts';
import { looseObject, stringOnly } from '@platform/lenient';

/** A template object as the upstream lists it (untrusted JSON) → `SendingTemplate`. */
export function sendingTemplateToWire(t: Record<string, unknown>): messagingProxy.SendingTemplate {
  return {
    id: stringOnly.parse(t.id),
    name: stringOnly.parse(t.name),
    language: stringOnly.parse(t.language),
    category: stringOnly.parse(t.category),
    status: stringOnly.parse(t.status),
    parameter_format: stringOnly.parse(t.parameter_format),
    components: (Array.isArray(t.components) ? t.components : []).map((c) => toStruct(looseObject.parse(c) as JsonObject)),
    // The upstream gives `quality_score` as `{ score, date }`; a bare string is read as the score.
    quality_score: typeof t.quality_score === 'string' ? t.quality_score : stringOnly.parse(looseObject.parse(t.quality_score).score),
    rejected_reason: stringOnly.parse(t.rejected_reason),
  };
}
