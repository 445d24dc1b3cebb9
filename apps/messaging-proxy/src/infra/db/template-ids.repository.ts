import type { Db } from '@platform/db';

/** Template ids of a project's business accounts, as its own template answers named them (decision 0211). */
export class TemplateIdsRepository {
  constructor(private readonly db: Db) {}

  /** Records ids the upstream answered for `businessAccountId` (create or list); known ones stay as they are. */
  async record(projectId: string, businessAccountId: string, templateIds: string[], now: Date): Promise<void> {
    if (templateIds.length === 0) return;
    const rows = [...new Set(templateIds)].map((id) => ({ template_id: id, project_id: projectId, business_account_id: businessAccountId, created_at: now }));
    await this.db.knex('pass_through_templates').insert(rows).onConflict(['project_id', 'template_id']).ignore();
  }

  /** The business account of the project's template id, or undefined (another project's reads as unknown). */
  async businessAccountOf(projectId: string, templateId: string): Promise<string | undefined> {
    const r = await this.db.knex('pass_through_templates').where({ project_id: projectId, template_id: templateId }).first('business_account_id');
    return r ? (r.business_account_id as string) : undefined;
  }
}
