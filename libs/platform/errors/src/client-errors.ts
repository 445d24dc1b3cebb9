import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before any handler runs (headers or URL over the 16 KB limit,
 * malformed request lines) are answered in the public error shape `{ "error": ... }` too, instead
 * of Node's bare status line with an empty body. The connection is closed after the answer, as
 * Node does: the parser cannot tell where the next request would start.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!socket.writable || (pending && pending.headersSent)) {
      // A response is already under way (or the peer is gone): nothing sensible can be sent.
      socket.destroy();
      return;
    }
    const [status, reason, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Request headers or URL too large (limit 16 KB)']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ETIMEDOUT'
          ? [408, 'Request Timeout', 'Request timed out']
          : [400, 'Bad Request', 'Malformed HTTP request'];
    const body = JSON.stringify({ error: message });
    if (pending) {
      // The head was parsed and a handler runs, but the body is malformed (a bad chunk size, say):
      // answer through the pending response so the handler's own later write is a no-op.
      pending.shouldKeepAlive = false;
      pending.writeHead(status, reason, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      pending.end(body, () => socket.destroy());
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
