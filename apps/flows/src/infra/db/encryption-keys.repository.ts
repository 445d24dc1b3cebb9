import type { Db, Queryable } from '@platform/db';

/** A number's flows-encryption key pair (private key sealed). */
export interface EncryptionKeyRecord {
  project_id: string;
  phone_number_id: string;
  public_key_pem: string;
  private_key_ciphertext: string;
  created_at: Date;
}

/** Flows-encryption keys per (project, phone number). */
export class EncryptionKeysRepository {
  constructor(private readonly db: Db) {}

  /** The key of a number, or undefined. */
  async get(projectId: string, phoneNumberId: string, q: Queryable = this.db.knex): Promise<EncryptionKeyRecord | undefined> {
    return q('encryption_keys').where({ project_id: projectId, phone_number_id: phoneNumberId }).first();
  }

  /** Stores (or replaces) a number's key. */
  async put(q: Queryable, rec: EncryptionKeyRecord): Promise<void> {
    await q('encryption_keys').insert(rec).onConflict(['project_id', 'phone_number_id']).merge(['public_key_pem', 'private_key_ciphertext', 'created_at']);
  }
}
