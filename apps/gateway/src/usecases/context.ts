import type { Db } from '@platform/db';
import type { Clock } from '@platform/runtime';
import { ApiKeysRepository } from '../keys/api-keys.repository';
import { ProjectsRepository } from '../projects/projects.repository';

/** Everything a gateway use case may depend on, wired once by server.ts (and by the admin CLI). */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  projects: ProjectsRepository;
  apiKeys: ApiKeysRepository;
  /**
   * Called after a key was revoked or rotated: the gateway drops the key from this replica's cache so
   * the change applies here at once (other replicas revalidate, decision 0004); a no-op in the CLI.
   */
  onKeyChanged(keyId: string): void;
}

/** The gateway's use case context over one database: its repositories, built once. */
export function createUsecaseContext(db: Db, clock: Clock, onKeyChanged: (keyId: string) => void = () => undefined): UsecaseContext {
  return { db, clock, projects: new ProjectsRepository(db), apiKeys: new ApiKeysRepository(db), onKeyChanged };
}
