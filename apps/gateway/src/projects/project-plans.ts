import { LRUCache } from 'lru-cache';
import type { Plan } from './plans';
import type { ProjectsRepository } from './projects.repository';

/**
 * The plan of a project by its id, for requests that act for a project without a key (a signed media
 * download link, decision 0243): they spend the project's plan limit like its keyed calls. Cached per
 * replica for at most `maxStaleMs` (the bound API keys' lookups keep, so a plan change applies
 * within it here too); unknown projects are cached as such for the same time.
 */
export class ProjectPlans {
  private readonly cache: LRUCache<string, { plan: Plan | null }>;

  constructor(
    private readonly projects: Pick<ProjectsRepository, 'get'>,
    maxStaleMs: number,
  ) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(1, maxStaleMs), ttlResolution: 0 }); // no timer per lookup (keys/authenticator.ts)
  }

  /** The project's plan, or undefined when no such project exists. */
  async planOf(projectId: string): Promise<Plan | undefined> {
    let entry = this.cache.get(projectId);
    if (!entry) {
      entry = { plan: (await this.projects.get(projectId))?.plan ?? null };
      this.cache.set(projectId, entry);
    }
    return entry.plan ?? undefined;
  }
}
