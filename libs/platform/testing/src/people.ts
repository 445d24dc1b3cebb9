/**
 * Test support for people and sessions (gateway tests and the e2e suite): a real SMTP server in the test process (smtp-server) that
 * keeps every mail, and a dashboard client that signs in and calls `{app_url}/api/v1` with the session
 * cookie and CSRF token, as a browser page would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the SMTP server received. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on port 0 keeping what it receives. */
export interface SmtpCapture {
  url: string;
  mails: ReceivedMail[];
  /** The token of the last mailed link of `kind` to `to` (undefined when none). */
  lastToken(to: string, kind: 'accept-invitation' | 'reset-password'): string | undefined;
  close(): Promise<void>;
}

/** Starts the SMTP server (no TLS, no auth: a loopback test server). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastToken(to, kind) {
      const mine = mails.filter((m) => m.to.includes(to));
      for (let i = mine.length - 1; i >= 0; i--) {
        // The text is quoted-printable: undo its soft line breaks and =XX escapes before reading the link.
        const text = mine[i].raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        const m = new RegExp(`/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
        if (m) return m[1];
      }
      return undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed-in dashboard client: the session cookie and CSRF token of one sign-in. */
export interface DashboardSession {
  cookie: string;
  csrf: string;
  sessionId: string;
  setCookie: string;
}

/** The answer of a dashboard call. */
export interface AppReply {
  status: number;
  body: any;
  headers: Headers;
}

/** Calls `{app_url}/api/v1{path}` on `origin` (the gateway's), with a session's cookie and CSRF token when given. */
export async function appCall(
  origin: string,
  session: Pick<DashboardSession, 'cookie' | 'csrf'> | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AppReply> {
  const res = await fetch(`${origin}/app/api/v1${path}`, {
    method,
    headers: {
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** Signs in; throws unless the answer is 201 with a session cookie. */
export async function signIn(
  origin: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<DashboardSession> {
  const r = await appCall(origin, undefined, 'POST', '/session', { email, password, ...extra }, headers);
  if (r.status !== 201) throw new Error(`sign-in ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  const setCookie = r.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  return { cookie, csrf: r.body.data.csrf_token, sessionId: r.body.data.session.id, setCookie };
}
