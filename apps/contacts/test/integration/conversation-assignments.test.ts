/**
 * Conversation assignments (decision 0507; reference §4): one active per conversation, reassign,
 * unassign with `active: false`, the history newest first, the conversation's `assigned_user_id`.
 * Risks removed: two active assignees, a reassignment that loses who had it, an ended assignment
 * revived, another project's conversation or assignment reached through a known id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignmentsRepository } from '../../src/infra/db/assignments.repository';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { createConversationAssignmentRpc } from '../../src/rpc/create-conversation-assignment.rpc';
import { endUserAssignmentsRpc } from '../../src/rpc/end-user-assignments.rpc';
import { listConversationAssignmentsRpc } from '../../src/rpc/list-conversation-assignments.rpc';
import { updateConversationAssignmentRpc } from '../../src/rpc/update-conversation-assignment.rpc';
import { harness, inboxChanges, seedConversation } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const ANA = randomUUID();
const BRUNO = randomUUID();
const LEAD = randomUUID();

beforeAll(async () => {
  h = await harness();
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const create = () => createConversationAssignmentRpc(h.uc.inbox);
const update = () => updateConversationAssignmentRpc(h.uc.inbox);
const list = () => listConversationAssignmentsRpc(new ConversationsRepository(h.db), new AssignmentsRepository(h.db));
const assignee = async (id: string) =>
  ((await h.db.knex('conversations').where({ id }).first('assigned_user_id')) as { assigned_user_id: string | null }).assigned_user_id;

describe('conversation assignments', () => {
  it('assign, reassign (a new active one, the old kept ended), unassign; one active at a time; history newest first', async () => {
    const c = await seedConversation(h, P);
    const first = (await create()({ project_id: P, conversation_id: c, user_id: ANA, notes: 'VIP', created_by_user_id: LEAD } as never)).assignment!;
    expect(first).toMatchObject({ conversation_id: c, user_id: ANA, created_by_user_id: LEAD, notes: 'VIP', active: true });
    expect(await assignee(c)).toBe(ANA);

    h.clock.set('2026-11-24T14:01:00Z');
    const second = (await update()({ project_id: P, conversation_id: c, assignment_id: first.id, user_id: BRUNO, by_user_id: ANA } as never)).assignment!;
    expect(second).toMatchObject({ user_id: BRUNO, created_by_user_id: ANA, notes: 'VIP', active: true });
    expect(second.id).not.toBe(first.id);
    expect(await assignee(c)).toBe(BRUNO);

    h.clock.set('2026-11-24T14:02:00Z');
    // Assigning anew ends the active one too.
    const third = (await create()({ project_id: P, conversation_id: c, user_id: ANA } as never)).assignment!;
    expect(third).toMatchObject({ user_id: ANA, active: true });
    expect(third.created_by_user_id).toBeUndefined();

    h.clock.set('2026-11-24T14:03:00Z');
    const ended = (await update()({ project_id: P, conversation_id: c, assignment_id: third.id, active: false } as never)).assignment!;
    expect(ended).toMatchObject({ id: third.id, active: false });
    expect(await assignee(c)).toBeNull();

    // Each change published for the dashboard's live view (internal: contacts.inbox.changed).
    expect((await inboxChanges(h.db)).filter((e) => e.conversation_id === c).map((e) => [e.change, e.assigned_user_id, e.by_user_id])).toEqual([
      ['assignment', ANA, LEAD],
      ['assignment', BRUNO, ANA],
      ['assignment', ANA, undefined],
      ['assignment', undefined, undefined],
    ]);
    const history = (await list()({ project_id: P, conversation_id: c } as never)).assignments!;
    expect(history.map((a) => [a.id, a.user_id, a.active])).toEqual([
      [third.id, ANA, false],
      [second.id, BRUNO, false],
      [first.id, ANA, false],
    ]);
  });

  it('an ended assignment takes notes but cannot be revived or reassigned (409)', async () => {
    const c = await seedConversation(h, P);
    const a = (await create()({ project_id: P, conversation_id: c, user_id: ANA } as never)).assignment!;
    await update()({ project_id: P, conversation_id: c, assignment_id: a.id, active: false } as never);
    await expect(update()({ project_id: P, conversation_id: c, assignment_id: a.id, active: true } as never)).rejects.toMatchObject({ reason: 'CONFLICT' });
    await expect(update()({ project_id: P, conversation_id: c, assignment_id: a.id, user_id: BRUNO } as never)).rejects.toMatchObject({ reason: 'CONFLICT' });
    expect((await update()({ project_id: P, conversation_id: c, assignment_id: a.id, notes: 'left the company' } as never)).assignment).toMatchObject({
      notes: 'left the company',
      active: false,
    });
    expect(await assignee(c)).toBeNull();
  });

  it('another project’s conversation or assignment answers 404 like an unknown one; notes over 1000 characters are 400', async () => {
    const mine = await seedConversation(h, P);
    const theirs = await seedConversation(h, OTHER);
    const theirAssignment = (await create()({ project_id: OTHER, conversation_id: theirs, user_id: ANA } as never)).assignment!;
    for (const conversation_id of [theirs, randomUUID()]) {
      await expect(create()({ project_id: P, conversation_id, user_id: ANA } as never)).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
      await expect(list()({ project_id: P, conversation_id } as never)).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
    }
    await expect(update()({ project_id: P, conversation_id: mine, assignment_id: theirAssignment.id, active: false } as never)).rejects.toMatchObject({
      reason: 'ASSIGNMENT_NOT_FOUND',
    });
    expect((await h.db.knex('conversation_assignments').where({ id: theirAssignment.id }).first('active')).active).toBe(true);
    await expect(create()({ project_id: P, conversation_id: mine, user_id: ANA, notes: 'x'.repeat(1001) } as never)).rejects.toMatchObject({
      reason: 'INVALID_ARGUMENT',
    });
  });

  it('EndUserAssignments (decision 0024): a removed member’s active assignments end in that project only, each conversation unassigned and announced; a retry ends nothing', async () => {
    const gone = randomUUID();
    const c1 = await seedConversation(h, P);
    const c2 = await seedConversation(h, P);
    const kept = await seedConversation(h, P);
    const theirs = await seedConversation(h, OTHER);
    for (const c of [c1, c2]) await create()({ project_id: P, conversation_id: c, user_id: gone } as never);
    await create()({ project_id: P, conversation_id: kept, user_id: BRUNO } as never);
    await create()({ project_id: OTHER, conversation_id: theirs, user_id: gone } as never);
    const before = (await inboxChanges(h.db)).length;
    expect(await endUserAssignmentsRpc(h.uc.inbox)({ project_id: P, user_id: gone, by_user_id: LEAD } as never)).toEqual({ ended: 2 });
    expect(await assignee(c1)).toBeNull();
    expect(await assignee(c2)).toBeNull();
    expect(await assignee(kept)).toBe(BRUNO);
    expect(await assignee(theirs)).toBe(gone);
    expect(await h.db.knex('conversation_assignments').where({ project_id: P, user_id: gone, active: true })).toEqual([]);
    const changes = (await inboxChanges(h.db)).slice(before);
    expect(changes.map((e) => [e.conversation_id, e.change, e.assigned_user_id, e.by_user_id]).sort()).toEqual(
      [
        [c1, 'assignment', undefined, LEAD],
        [c2, 'assignment', undefined, LEAD],
      ].sort(),
    );
    expect(await endUserAssignmentsRpc(h.uc.inbox)({ project_id: P, user_id: gone } as never)).toEqual({ ended: 0 });
    expect((await inboxChanges(h.db)).length).toBe(before + 2);
  });
});
