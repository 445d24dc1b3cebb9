/** The events of the live stream the inbox listens to (decision 0022): each change event, and `reset`. */
export const LIVE_EVENTS = [
  'message.received',
  'message.sent',
  'message.status',
  'conversation.created',
  'conversation.ended',
  'conversation.inbox_changed',
  'thread.ownership_changed',
  'reset',
] as const;
