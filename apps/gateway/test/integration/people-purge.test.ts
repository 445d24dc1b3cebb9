/**
 * Sessions and password resets that can no longer be used are purged (decision 0015): a session
 * ended or expired more than 30 days ago, a reset used or expired more than a day ago; what can still
 * be used, or was closed recently, stays.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/people/credentials';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { CLOSED_SESSION_RETENTION_MS, SessionsRepository } from '../../src/people/sessions.repository';
import { startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
});

const token = () => hashToken(randomBytes(32).toString('base64url'));

describe('purging closed sessions and spent password resets', () => {
  it('deletes what can no longer be used and was closed long enough ago, and nothing else', async () => {
    const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
    const sessions = new SessionsRepository(gw.db);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await gw.db.transaction((trx) =>
      people.ensureUser(trx, { email: `purge-${Date.now()}@example.test`, name: null, passwordHash: null }, ago(60 * DAY)),
    );
    const open = (expiresAt: Date, createdAt: Date) =>
      sessions.insert({ userId: user.id, tokenHash: token(), csrfToken: 'c', ipAddress: '127.0.0.1', userAgent: 'test', expiresAt }, createdAt);
    const live = await open(new Date(now.getTime() + DAY), ago(DAY));
    await open(ago(CLOSED_SESSION_RETENTION_MS + DAY), ago(CLOSED_SESSION_RETENTION_MS + 2 * DAY));
    const recentlyExpired = await open(ago(DAY), ago(2 * DAY));
    const longEnded = await open(new Date(now.getTime() + DAY), ago(40 * DAY));
    await sessions.end(user.id, longEnded.id, ago(CLOSED_SESSION_RETENTION_MS + DAY));

    await gw.db.transaction(async (trx) => {
      await people.insertReset(trx, user.id, token(), new Date(now.getTime() + 3600_000), now); // usable
      await people.insertReset(trx, user.id, token(), ago(2 * DAY), ago(3 * DAY)); // expired 2 days ago
      await people.insertReset(trx, user.id, token(), ago(3600_000), ago(2 * 3600_000)); // expired an hour ago
    });

    expect(await sessions.purgeClosed(now, 1000)).toBe(2);
    const left = (await gw.db.knex('sessions').where({ user_id: user.id }).pluck('id')) as string[];
    expect(left.sort()).toEqual([live.id, recentlyExpired.id].sort());

    expect(await people.purgeSpentResets(now, 1000)).toBe(1);
    expect(await gw.db.knex('password_resets').where({ user_id: user.id }).count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '2' }]);
    // Run again: nothing more is due.
    expect(await sessions.purgeClosed(now, 1000)).toBe(0);
    expect(await people.purgeSpentResets(now, 1000)).toBe(0);
  });
});
