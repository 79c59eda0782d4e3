import * as z from 'zod/mini';
import { CHAT_MODES } from '../constants/chat.ts';
import { CHATBOT_FEEDBACK_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/field-limits.ts';
import { CHAT_MESSAGE_MAX_LENGTH, chatPreFormSchema } from '../validation/chat-forms.ts';

/**
 * The chat's calls (spec 001 §7 "Chat") and the frames of its realtime socket, served by our own chat service
 * (decision 200). Field names are the spec's; what it does not show (messages, the agent's seat) is ours.
 */

export const PARTICIPANT_TYPES = ['customer', 'agent', 'chatbot', 'system'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

/** bot: the chatbot answers; waiting: in the agents' queue; active: an agent has it; ended. */
export const CONVERSATION_STATES = ['bot', 'waiting', 'active', 'ended'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

const uuid = z.uuid();
const shortText = (max: number) => z.string().check(z.maxLength(max));
/** A client's own id for a message, so a resend after a reconnect is the same message (decision 200). */
export const clientMessageIdSchema = z.string().check(z.regex(/^[\w-]{8,64}$/));

export const initWebChatBodySchema = z.object({
  ...chatPreFormSchema.shape,
  identityUuid: z.optional(uuid),
  mode: z.optional(z.enum(CHAT_MODES)),
  nonce: z.optional(shortText(200)),
  orgCode: z.optional(shortText(100)),
  orgName: z.optional(shortText(200)),
  applicationUuid: z.optional(uuid),
  tag: z.optional(shortText(100)),
  skill: z.optional(shortText(100)),
  welcomeMessage: z.optional(shortText(1000)),
  pageUrl: z.optional(shortText(2000)),
  chatMode: z.optional(z.enum(['agent', 'chatbot'])),
  extras: z.optional(
    z.object({ loanNumber: z.optional(shortText(50)), prodType: z.optional(shortText(50)) }),
  ),
});
export type InitWebChatBody = z.infer<typeof initWebChatBodySchema>;

export const initWebChatAnswerSchema = z.object({
  token: z.string(),
  conversationSid: z.string(),
  omniProxyChannelId: z.string(),
  providerChannelId: z.string(),
  providerUserId: z.string(),
  providerUserToken: z.string(),
  skill: z.optional(z.string()),
  targetWorkerSid: z.optional(z.string()),
  targetWorkerFriendlyName: z.optional(z.string()),
  /** When the session ends (6 hours for an agent chat, 10 minutes for the chatbot), ISO 8601. */
  expiration: z.string(),
  chatMode: z.enum(['agent', 'chatbot']),
});
export type InitWebChatAnswer = z.infer<typeof initWebChatAnswerSchema>;

export const refreshTokenBodySchema = z.object({ token: shortText(4000) });
export const refreshTokenAnswerSchema = z.object({ token: z.string(), expiration: z.string() });
export const webChatInfoBodySchema = z.object({ omniProxyChannelId: uuid });
export const webChatInfoAnswerSchema = z.object({ contactId: z.string() });
export const nonceQuerySchema = z.object({ nonce: shortText(200) });
export const nonceAnswerSchema = z.object({ nonce: z.string() });

export const conversationParamsSchema = z.object({ conversationId: uuid });
export const attachmentParamsSchema = z.object({ conversationId: uuid, attachmentId: uuid });
/** An attachment's bytes (its own content type); the schema only names the answer for the OpenAPI document. */
export const attachmentFileSchema = z.string();

export const chatAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageViewSchema = z.object({
  id: z.string(),
  clientMessageId: z.nullable(z.string()),
  conversationId: z.string(),
  senderType: z.enum(PARTICIPANT_TYPES),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attachment: z.optional(chatAttachmentSchema),
  /** A chatbot answer: the help article it came from, and whether feedback may still be given. */
  article: z.optional(z.object({ slug: z.string(), title: z.string() })),
  questionId: z.optional(z.string()),
  /** A chatbot answer that offers an agent ("Talk to an agent"). */
  offersAgent: z.optional(z.boolean()),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;

export const conversationViewSchema = z.object({
  conversationId: z.string(),
  state: z.enum(CONVERSATION_STATES),
  expiration: z.string(),
  agentName: z.nullable(z.string()),
  feedbackGiven: z.array(z.string()),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

/** Spec §4: the last 20 messages, oldest first. */
export const chatHistoryAnswerSchema = z.object({
  conversation: conversationViewSchema,
  messages: z.array(chatMessageViewSchema),
});
export type ChatHistoryAnswer = z.infer<typeof chatHistoryAnswerSchema>;

export const sendMessageBodySchema = z
  .object({
    clientMessageId: clientMessageIdSchema,
    body: shortText(CHAT_MESSAGE_MAX_LENGTH),
    attachmentId: z.optional(uuid),
  })
  .check(
    z.refine((value) => value.body.trim() !== '' || value.attachmentId !== undefined, {
      error: 'Please enter a message or attach a file',
      path: ['body'],
    }),
  );
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const sendMessageAnswerSchema = z.object({ message: chatMessageViewSchema });

export const chatWithAutobotBodySchema = z.object({
  applicationId: z.optional(uuid),
  conversationId: uuid,
  message: z.string().check(z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
  nonce: z.optional(shortText(200)),
  organization: z.optional(shortText(100)),
  pageUrl: z.optional(shortText(2000)),
  senderId: z.optional(shortText(100)),
  senderType: z.optional(z.enum(['customer'])),
  tag: z.optional(shortText(100)),
  clientMessageId: z.optional(clientMessageIdSchema),
});
export const chatWithAutobotAnswerSchema = z.object({ conversationId: z.string() });

export const chatbotFeedbackBodySchema = z.object({
  questionId: uuid,
  conversationId: uuid,
  responseToCustomer: z.optional(shortText(CHAT_MESSAGE_MAX_LENGTH)),
  feedbackMessage: z.optional(shortText(CHATBOT_FEEDBACK_MAX_LENGTH + 100)),
  rating: z.enum(['UP', 'DOWN']),
  senderEmail: z.optional(shortText(128)),
  senderType: z.optional(z.enum(['customer'])),
  nonce: z.optional(shortText(200)),
});
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** Our survey after a chat ends (spec: 'Take the survey'; questions not shown, decision 203). */
export const SURVEY_COMMENT_MAX_LENGTH = 500;
export const surveyBodySchema = z.object({
  rating: z.int().check(z.gte(1), z.lte(5)),
  resolved: z.enum(['YES', 'NO']),
  comment: z.optional(shortText(SURVEY_COMMENT_MAX_LENGTH)),
});

export const handOverBodySchema = z.object({});
export const conversationStateAnswerSchema = z.object({ conversation: conversationViewSchema });

/** Frames on the realtime socket (spec §7 "a realtime websocket ... ping every 10 s"). */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('send'),
    conversationId: uuid,
    clientMessageId: clientMessageIdSchema,
    body: shortText(CHAT_MESSAGE_MAX_LENGTH),
    attachmentId: z.optional(uuid),
  }),
  z.object({ type: z.literal('typing'), conversationId: uuid, preview: shortText(200) }),
  z.object({ type: z.literal('subscribe'), conversationId: uuid }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type ServerFrame =
  | { type: 'pong' }
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessageView }
  | { type: 'ack'; clientMessageId: string; message: ChatMessageView }
  | { type: 'typing'; conversationId: string; senderType: ParticipantType; preview: string }
  | { type: 'conversation'; conversation: ConversationView }
  | { type: 'queue' }
  | { type: 'error'; message: string; clientMessageId?: string };

export const AGENT_NAME_MAX_LENGTH = NAME_MAX_LENGTH;

/** Spec §5: jpg, png, amr, mp3, mp4, pdf, txt; the content type each is sent with. */
export const CHAT_ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'audio/amr',
  'audio/mpeg',
  'video/mp4',
  'application/pdf',
  'text/plain',
] as const;
/** Ours (spec: not shown): the document uploads' 10 MB (decision 184). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_ATTACHMENT_TYPE_REFUSED = 'Attach a jpg, png, amr, mp3, mp4, pdf or txt file';
export const attachmentQuerySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
});

/** Spec §5: sizes in bytes, KB (1000) and MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1000 * 1000) return `${(bytes / 1000).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1000 * 1000)).toFixed(1).replace(/\.0$/, '')} MB`;
}
