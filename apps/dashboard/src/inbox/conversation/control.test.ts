import { describe, expect, it } from 'vitest';
import type { HoldingExecution, InboxConversation } from '../inbox-api';
import { controlView } from './control';

type C = Pick<InboxConversation, 'thread' | 'assigned_user_id'>;
const thread = (handler: NonNullable<InboxConversation['thread']>['handler'], owner_app_id: string | null = null) => ({
  handler,
  owner_app_id,
  changed_at: '2026-01-01T00:00:00Z',
});
const exec = (status: HoldingExecution['status']): HoldingExecution => ({ id: 'e', workflow_id: 'w', status });

describe('controlView', () => {
  it.each<
    [
      string,
      C,
      HoldingExecution | null,
      string | null,
      { holder: string; take: string | null; canRelease: boolean; repliesHeld: boolean; repliesRefused: boolean; text: RegExp },
    ]
  >([
    [
      'a running workflow holds it',
      { thread: null },
      exec('running'),
      null,
      { holder: 'workflow', take: 'handoff', canRelease: false, repliesHeld: true, repliesRefused: false, text: /workflow/ },
    ],
    [
      'a waiting workflow holds it',
      { thread: thread('this_app') },
      exec('waiting'),
      'Ann',
      { holder: 'workflow', take: 'handoff', canRelease: false, repliesHeld: true, repliesRefused: false, text: /waiting/ },
    ],
    [
      'an ended workflow does not',
      { thread: null },
      exec('ended'),
      null,
      { holder: 'platform', take: null, canRelease: false, repliesHeld: false, repliesRefused: false, text: /This platform/ },
    ],
    [
      'another app',
      { thread: thread('other_app', 'APP9') },
      null,
      null,
      { holder: 'other_app', take: 'thread', canRelease: false, repliesHeld: false, repliesRefused: true, text: /Another app \(app APP9\)/ },
    ],
    [
      'the business app agent',
      { thread: thread('upstream_agent') },
      null,
      null,
      { holder: 'upstream_agent', take: 'thread', canRelease: false, repliesHeld: false, repliesRefused: true, text: /business app/ },
    ],
    [
      'a person, on a shared number this platform holds',
      { thread: thread('this_app'), assigned_user_id: 'u' },
      null,
      'Ann',
      { holder: 'person', take: null, canRelease: true, repliesHeld: false, repliesRefused: false, text: /^Ann is handling/ },
    ],
    [
      'the reader',
      { thread: null, assigned_user_id: 'me' },
      null,
      'You',
      { holder: 'person', take: null, canRelease: false, repliesHeld: false, repliesRefused: false, text: /^You are handling/ },
    ],
    [
      'an idle shared thread',
      { thread: thread('idle') },
      null,
      null,
      { holder: 'nobody', take: 'thread', canRelease: false, repliesHeld: false, repliesRefused: false, text: /Nobody/ },
    ],
    [
      'not shared, nobody assigned',
      { thread: null },
      null,
      null,
      { holder: 'platform', take: null, canRelease: false, repliesHeld: false, repliesRefused: false, text: /nobody is assigned/ },
    ],
  ])('%s', (_n, c, e, name, expected) => {
    const v = controlView(c, e, name);
    expect(v).toMatchObject({
      holder: expected.holder,
      take: expected.take,
      canRelease: expected.canRelease,
      repliesHeld: expected.repliesHeld,
      repliesRefused: expected.repliesRefused,
    });
    expect(v.text).toMatch(expected.text);
  });

  it('without thread control (an embed): described, nothing to take or hand back; a workflow handoff stays', () => {
    expect(controlView({ thread: thread('other_app') }, null, null, false)).toMatchObject({ take: null, text: expect.stringMatching(/hands the thread back/) });
    expect(controlView({ thread: thread('upstream_agent') }, null, null, false)).toMatchObject({ take: null, text: expect.not.stringMatching(/Take control/) });
    expect(controlView({ thread: thread('idle') }, null, null, false).take).toBeNull();
    expect(controlView({ thread: thread('this_app'), assigned_user_id: 'u' }, null, 'Ann', false).canRelease).toBe(false);
    expect(controlView({ thread: null }, exec('running'), null, false).take).toBe('handoff');
  });
});
