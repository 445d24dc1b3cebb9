/** Descriptions and input schemas of the built-in tools (capabilities §2.1), pure. */
import type { BuiltinTool } from './agent-config';

type Schema = Record<string, unknown>;
const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required, additionalProperties: false });

/** What the model reads about each built-in tool. */
export const BUILTIN_SPECS: Record<BuiltinTool, { description: string; inputSchema: Schema }> = {
  send_notification_to_user: {
    description: 'Send a text message to the user in the conversation. In tool-only delivery this is the only way the user sees anything.',
    inputSchema: obj({ message: { type: 'string', minLength: 1, maxLength: 4096 } }, ['message']),
  },
  send_media: {
    description: 'Send an image, video, audio or document (by public https URL) to the user, with an optional caption.',
    inputSchema: obj(
      {
        media_url: { type: 'string', format: 'uri' },
        media_type: { type: 'string', enum: ['image', 'video', 'audio', 'document'] },
        caption: { type: 'string', maxLength: 1024 },
      },
      ['media_url', 'media_type'],
    ),
  },
  get_whatsapp_context: {
    description: 'Read the conversation: the contact and the most recent messages (oldest first).',
    inputSchema: obj({ limit: { type: 'integer', minimum: 1, maximum: 50 } }),
  },
  get_execution_metadata: {
    description: 'Read what this run knows about itself: ids, the conversation, the number, metadata.',
    inputSchema: obj({}),
  },
  get_current_datetime: {
    description: 'The current date and time, in UTC and optionally in an IANA time zone.',
    inputSchema: obj({ timezone: { type: 'string', maxLength: 64 } }),
  },
  save_variable: {
    description: 'Save a variable (name and JSON value) for later steps and the workflow.',
    inputSchema: obj({ name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }, value: {} }, ['name', 'value']),
  },
  get_variable: {
    description: 'Read a saved variable by name.',
    inputSchema: obj({ name: { type: 'string', maxLength: 64 } }, ['name']),
  },
  complete_task: {
    description: 'Finish the task. Give a short summary of what was done.',
    inputSchema: obj({ summary: { type: 'string', maxLength: 10_000 } }, ['summary']),
  },
  handoff_to_human: {
    description: 'Hand the conversation to a person when you cannot help or the user asks for one. Give the reason.',
    inputSchema: obj({ reason: { type: 'string', maxLength: 2000 } }, ['reason']),
  },
  enter_waiting: {
    description: 'Wait for the user to answer (call it after asking a question). The next user message resumes you.',
    inputSchema: obj({ reason: { type: 'string', maxLength: 2000 } }),
  },
};

/**
 * The result the model reads after a handoff. It tells the model what to do when the conversation
 * comes back instead of telling it to stay silent (a peer's bug kept such a result in context and
 * the bot never spoke again after a human handed the conversation back).
 */
export const HANDOFF_RESULT = {
  handed_off: true,
  note: 'A person is taking over this conversation now. If the conversation is handed back to you, continue helping the user: read the newest messages and answer them.',
};

/** Tool-only delivery's instruction, appended to the system prompt. */
export const TOOL_ONLY_INSTRUCTION =
  'Your assistant text is never shown to the user. To tell the user anything call send_notification_to_user; after asking a question call enter_waiting (when available); when done call complete_task.';

/** Formats `now` in an IANA zone, or undefined when the zone is unknown. */
export function formatInZone(now: Date, timezone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
      weekday: 'long',
    }).format(now);
  } catch {
    return undefined;
  }
}
