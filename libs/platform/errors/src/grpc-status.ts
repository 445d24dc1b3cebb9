import { Metadata, status, type StatusObject } from '@grpc/grpc-js';
import { DomainError, UNKNOWN_REASON, type PublicFields, type PublicPrimitive } from './domain-error';

/** Metadata key carrying {@link DomainError.reason} (ASCII, UPPER_SNAKE). */
export const REASON_METADATA_KEY = 'x-error-reason';
/** Binary metadata key carrying {@link DomainError.publicFields} as UTF-8 JSON. */
export const FIELDS_METADATA_KEY = 'x-error-fields-bin';

/** Message sent for every error that is not a DomainError: internals never leave the process. */
export const INTERNAL_MESSAGE = 'Internal error';

/** What a server handler hands to the grpc-js callback (grpc-js `ServerStatusResponse`). */
export type ServiceErrorStatus = Pick<StatusObject, 'code' | 'details' | 'metadata'>;

/**
 * Turns anything a handler threw into the status sent to the client. A DomainError keeps its
 * code and public message, with reason and public fields in metadata; anything else becomes
 * INTERNAL "Internal error" (the caller logs the original).
 */
export function toServiceError(err: unknown): ServiceErrorStatus {
  const metadata = new Metadata();
  if (!(err instanceof DomainError)) {
    return { code: status.INTERNAL, details: INTERNAL_MESSAGE, metadata };
  }
  metadata.set(REASON_METADATA_KEY, err.reason);
  if (Object.keys(err.publicFields).length > 0) {
    metadata.set(FIELDS_METADATA_KEY, Buffer.from(JSON.stringify(err.publicFields), 'utf8'));
  }
  return { code: err.code, details: err.publicMessage, metadata };
}

interface ServiceErrorLike {
  code: number;
  details?: string;
  metadata?: Metadata;
}

function isServiceErrorLike(err: unknown): err is ServiceErrorLike {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { code?: unknown }).code === 'number' &&
    ((err as { metadata?: unknown }).metadata === undefined || (err as { metadata?: unknown }).metadata instanceof Metadata)
  );
}

function isPrimitive(v: unknown): v is PublicPrimitive {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function parseFields(metadata: Metadata | undefined): PublicFields {
  const raw = metadata?.get(FIELDS_METADATA_KEY)[0];
  if (raw === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const fields: PublicFields = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (isPrimitive(v)) fields[k] = v;
      else if (Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r) && Object.values(r).every(isPrimitive)))
        fields[k] = v as Array<Record<string, PublicPrimitive>>;
    }
    return fields;
  } catch {
    return {};
  }
}

/**
 * Rebuilds the DomainError a peer raised from a grpc-js ServiceError (code, details, metadata).
 * A status without reason metadata (transport errors such as UNAVAILABLE or client-side
 * DEADLINE_EXCEEDED, or a non-platform peer) gets reason {@link UNKNOWN_REASON}; its details are
 * kept for logs but {@link httpErrorBody} does not show them. Non-gRPC errors become INTERNAL.
 * A DomainError passes through unchanged.
 */
export function fromServiceError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (!isServiceErrorLike(err) || err.code === status.OK) {
    return new DomainError({ reason: UNKNOWN_REASON, code: status.INTERNAL, message: INTERNAL_MESSAGE, cause: err });
  }
  const reasonValue = err.metadata?.get(REASON_METADATA_KEY)[0];
  const reason = typeof reasonValue === 'string' && reasonValue.length > 0 ? reasonValue : UNKNOWN_REASON;
  return new DomainError({
    reason,
    code: err.code,
    message: err.details ?? '',
    fields: reason === UNKNOWN_REASON ? {} : parseFields(err.metadata),
    cause: err,
  });
}
