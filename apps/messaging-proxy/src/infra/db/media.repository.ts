import type { Db } from '@platform/db';
import type { Knex } from 'knex';

/** Who owns a media id: the project and the number it was uploaded (or received) on. */
export interface MediaOwnerRow {
  mediaId: string;
  projectId: string;
  phoneNumberId: string;
  mimeType: string | null;
  createdAt: Date;
}

/** Media ids the pass-through has seen, so a media path routes to its owner's credentials (decision 0211). */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  /** Records a media id for a project's number (idempotent: the first owner stays). */
  async record(r: { mediaId: string; projectId: string; phoneNumberId: string; mimeType?: string; now: Date }, trx?: Knex): Promise<void> {
    await (trx ?? this.db.knex)('pass_through_media')
      .insert({ media_id: r.mediaId, project_id: r.projectId, phone_number_id: r.phoneNumberId, mime_type: r.mimeType ?? null, created_at: r.now })
      .onConflict('media_id')
      .ignore();
  }

  /** The project's media id, or undefined (another project's reads as unknown). */
  async get(projectId: string, mediaId: string): Promise<MediaOwnerRow | undefined> {
    const r = await this.db.knex('pass_through_media').where({ project_id: projectId, media_id: mediaId }).first();
    if (!r) return undefined;
    return {
      mediaId: r.media_id as string,
      projectId: r.project_id as string,
      phoneNumberId: r.phone_number_id as string,
      mimeType: (r.mime_type as string | null) ?? null,
      createdAt: new Date(r.created_at as string),
    };
  }

  /** Forgets a deleted media id of the project. */
  async remove(projectId: string, mediaId: string): Promise<void> {
    await this.db.knex('pass_through_media').where({ project_id: projectId, media_id: mediaId }).delete();
  }
}
