import type { contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { UsecaseContext } from './context';
import { contactToWire } from '../wire/contact.wire';

/** Longest custom property key and value; most properties per contact. */
export const PROPERTY_LIMITS = { key: 64, value: 1024, count: 50 } as const;

/**
 * Contact commands: PATCH (name, custom properties) and DELETE (erases the contact's personal
 * data and its conversations and messages; usage and aggregates stay, docs/decisions/0500).
 */
export class ContactsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Sets the name and merges custom properties (a null value removes one). */
  async update(projectId: string, identifier: string, patch: { name?: string | null; properties?: Record<string, unknown> }): Promise<contacts.Contact> {
    if (patch.name !== undefined && patch.name !== null && patch.name.length > 256)
      throw invalidArgument('INVALID_NAME', 'name must be at most 256 characters');
    for (const [k, v] of Object.entries(patch.properties ?? {})) {
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(k))
        throw invalidArgument('INVALID_PROPERTY', `property key "${k.slice(0, 80)}" must be 1 to 64 letters, digits, _ . or -`);
      if (v !== null && typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v)) && typeof v !== 'boolean')
        throw invalidArgument('INVALID_PROPERTY', `property "${k}" must be a string, number, boolean or null`);
      if (typeof v === 'string' && v.length > PROPERTY_LIMITS.value)
        throw invalidArgument('INVALID_PROPERTY', `property "${k}" must be at most ${PROPERTY_LIMITS.value} characters`);
    }
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const row = await this.ctx.contacts.resolve(projectId, identifier, trx, { forUpdate: true });
      if (!row) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
      let properties: Record<string, unknown> | undefined;
      if (patch.properties) {
        properties = { ...(row.properties ?? {}) };
        for (const [k, v] of Object.entries(patch.properties)) {
          // Stored with its JSON type: `true` and `3` read back as `true` and `3` (issue 32 #6).
          if (v === null) delete properties[k];
          else properties[k] = v;
        }
        if (Object.keys(properties).length > PROPERTY_LIMITS.count)
          throw invalidArgument('TOO_MANY_PROPERTIES', `a contact has at most ${PROPERTY_LIMITS.count} properties`);
      }
      const name = patch.name === undefined ? undefined : patch.name === '' ? null : patch.name;
      const updated = await this.ctx.contacts.update(trx, row.id, { ...(name !== undefined ? { name } : {}), ...(properties ? { properties } : {}) }, now);
      return contactToWire(updated, await this.ctx.contacts.presence(projectId, row.id, trx));
    });
  }

  /** Erases a contact with its conversations and messages. */
  async delete(projectId: string, identifier: string): Promise<{ id: string; messages: number; conversations: number }> {
    return this.ctx.db.transaction(async (trx) => {
      const row = await this.ctx.contacts.resolve(projectId, identifier, trx, { forUpdate: true });
      if (!row) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
      const erased = await this.ctx.contacts.erase(trx, projectId, row.id);
      return { id: row.id, ...erased };
    });
  }
}
