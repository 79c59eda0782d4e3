/** The chat's words (spec 001 §2/§8). */
export const CHAT_TITLE = 'Chat with us';
export const CHAT_CONNECTION_LOST = 'Connection lost. Attempting to reconnect.';
export const CHAT_INIT_FAILED = 'Something went wrong. Please try again later.';
export const CHAT_SEND_FAILED = 'Something went wrong. Please try resending the message.';
export const CHAT_TOKEN_INVALID = 'Token state is invalid.';
export const CHAT_ENDED_TITLE = 'Thanks for chatting with us!';
export const TAKE_SURVEY = 'Take the survey';
export const START_NEW_CHAT = 'Start new chat';
export const TELL_US_MORE = 'Tell us more';
