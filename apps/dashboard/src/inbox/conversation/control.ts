/** Who controls a conversation's thread, in words, and what the person can do about it. */
import type { HoldingExecution, InboxConversation } from '../inbox-api';

export interface ControlView {
  holder: 'workflow' | 'other_app' | 'upstream_agent' | 'person' | 'platform' | 'nobody';
  /** A sentence for the header. */
  text: string;
  /** "Take control": a workflow handoff, or a thread take on a shared number; null when nothing to take. */
  take: 'handoff' | 'thread' | null;
  /** "Hand back": release the thread on a shared number (this platform holds it). */
  canRelease: boolean;
  /** Replies are held (a workflow has the conversation): the reply box says so. */
  repliesHeld: boolean;
  /** Replies are refused (409 `thread_not_owner`: another app or the upstream's agent holds the thread): no reply box, the reason instead. */
  repliesRefused: boolean;
}

/** `assigneeName`: the assigned person's name ("You" for the reader), or null. */
export function controlView(
  c: Pick<InboxConversation, 'thread' | 'assigned_user_id'>,
  execution: HoldingExecution | null | undefined,
  assigneeName: string | null,
  /** False in an embed (no thread control): a thread held elsewhere is only described. */
  canTakeThread = true,
): ControlView {
  const shared = Boolean(c.thread);
  const handler = c.thread?.handler;
  if (execution && (execution.status === 'running' || execution.status === 'waiting')) {
    return {
      holder: 'workflow',
      text:
        execution.status === 'waiting'
          ? 'A workflow is handling this conversation and waiting for the customer. Take control to reply yourself.'
          : 'A workflow is handling this conversation. Take control to reply yourself.',
      take: 'handoff',
      canRelease: false,
      repliesHeld: true,
      repliesRefused: false,
    };
  }
  if (handler === 'other_app') {
    return {
      holder: 'other_app',
      text: `Another app${c.thread?.owner_app_id ? ` (app ${c.thread.owner_app_id})` : ''} controls this thread on the shared number.${canTakeThread ? ' Replies from here are refused until you take control.' : ' Replies from here are refused until it hands the thread back.'}`,
      take: canTakeThread ? 'thread' : null,
      canRelease: false,
      repliesHeld: false,
      repliesRefused: true,
    };
  }
  if (handler === 'upstream_agent') {
    return {
      holder: 'upstream_agent',
      text: `The business app (an agent on WhatsApp’s side) controls this thread.${canTakeThread ? ' Take control to reply from here.' : ''}`,
      take: canTakeThread ? 'thread' : null,
      canRelease: false,
      repliesHeld: false,
      repliesRefused: true,
    };
  }
  const canRelease = canTakeThread && shared && handler === 'this_app';
  if (assigneeName) {
    return {
      holder: 'person',
      text: `${assigneeName === 'You' ? 'You are' : `${assigneeName} is`} handling this conversation.`,
      take: null,
      canRelease,
      repliesHeld: false,
      repliesRefused: false,
    };
  }
  if (shared && handler === 'idle') {
    return {
      holder: 'nobody',
      text: 'Nobody controls this thread on the shared number; a reply from here takes it.',
      take: canTakeThread ? 'thread' : null,
      canRelease: false,
      repliesHeld: false,
      repliesRefused: false,
    };
  }
  return {
    holder: 'platform',
    text: 'This platform handles this conversation; nobody is assigned.',
    take: null,
    canRelease,
    repliesHeld: false,
    repliesRefused: false,
  };
}
