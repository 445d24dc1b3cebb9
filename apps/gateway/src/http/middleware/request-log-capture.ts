import type { RequestHandler } from 'express';
import type { ApiLogWriter } from '../../logs/api-log.writer';
import { clientIpOf, isEmbedPrincipal, isSessionPrincipal, projectIdOf, sourceOf, state } from './request-context';

/**
 * Request log: every call becomes an entry when its response finishes, failures included. The entry
 * is built here from the request state (principal, timings, public error message) and handed to the
 * writer, which batches it off the hot path.
 */
export function requestLogCapture(writer: ApiLogWriter): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const s = state(res);
      const p = s.principal;
      const key = isSessionPrincipal(p) || isEmbedPrincipal(p) ? undefined : p;
      writer.append({
        id: s.logId,
        project_id: projectIdOf(s) ?? null,
        api_key_id: key?.keyId ?? null,
        api_key_name: key?.keyName ?? null,
        api_key_scopes: key ? key.scopes.join(' ') : null,
        user_id: isSessionPrincipal(p) ? p.userId : null,
        endpoint: req.originalUrl.split('?')[0].slice(0, 2048),
        http_method: req.method,
        response_status: res.statusCode,
        response_time_ms: Math.round(performance.now() - s.startedAt),
        created_at: s.startedAtDate,
        ip_address: clientIpOf(req, res) ?? '',
        error_message: res.statusCode >= 400 ? (s.errorMessage ?? res.statusMessage ?? null) : null,
        idempotent_replay: s.idempotentReplay === true,
        request_id: s.requestId,
        source: sourceOf(s),
      });
    });
    next();
  };
}
