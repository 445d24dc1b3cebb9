import { KeyRing, SecretCipher } from '@platform/crypto';
import type { Db } from '@platform/db';
import type { Clock } from '@platform/runtime';
import type { GatewayConfig } from '../config';
import { AuditEventsRepository } from '../audit/audit-events.repository';
import { ApiKeysRepository } from '../keys/api-keys.repository';
import { consoleMailer, type Mailer } from '../people/mailer';
import { PeopleRepository } from '../people/people.repository';
import { SessionsRepository } from '../people/sessions.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ProjectsRepository } from '../projects/projects.repository';

/** Everything a gateway use case may depend on, wired once by server.ts (and by the admin CLI). */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  projects: ProjectsRepository;
  apiKeys: ApiKeysRepository;
  /** People, memberships, invitations and password resets (decision 0014). */
  people: PeopleRepository;
  /** Dashboard sessions (decision 0015). */
  sessions: SessionsRepository;
  /** The audit log (decision 0016): inserts and reads only. */
  audit: AuditEventsRepository;
  /** People's notifications, their preferences and throttles (decision 0020). */
  notifications: NotificationsRepository;
  /** Invitation and password-reset mails: SMTP when `SMTP_URL` is set, else printed to standard output. */
  mailer: Mailer;
  /** Public origin and path of {app_url} (`https://app.example.com` or `http://127.0.0.1:8080/app`): mailed links start with it. */
  appUrl(): string;
  /**
   * Called after a key was revoked or rotated: the gateway drops the key from this replica's cache so
   * the change applies here at once (other replicas revalidate, decision 0004); a no-op in the CLI.
   */
  onKeyChanged(keyId: string): void;
}

/** The gateway's use case context over one database: its repositories, built once. */
export function createUsecaseContext(
  db: Db,
  clock: Clock,
  cipher: SecretCipher,
  onKeyChanged: (keyId: string) => void = () => undefined,
  mail: { mailer?: Mailer; appUrl?: () => string } = {},
): UsecaseContext {
  return {
    db,
    clock,
    projects: new ProjectsRepository(db),
    apiKeys: new ApiKeysRepository(db),
    people: new PeopleRepository(db, cipher),
    sessions: new SessionsRepository(db),
    audit: new AuditEventsRepository(db, clock),
    notifications: new NotificationsRepository(db),
    mailer: mail.mailer ?? consoleMailer(),
    appUrl: mail.appUrl ?? (() => 'http://127.0.0.1:8080/app'),
    onKeyChanged,
  };
}

/** The cipher of the people secrets the gateway reads back (TOTP seeds), from TOKEN_ENCRYPTION_KEY's ring. */
export function peopleCipher(config: Pick<GatewayConfig, 'TOKEN_ENCRYPTION_KEY' | 'TOKEN_ENCRYPTION_KEY_ID' | 'TOKEN_ENCRYPTION_PREVIOUS_KEYS'>): SecretCipher {
  return new SecretCipher(KeyRing.fromConfig(config.TOKEN_ENCRYPTION_KEY, config.TOKEN_ENCRYPTION_KEY_ID, config.TOKEN_ENCRYPTION_PREVIOUS_KEYS));
}
