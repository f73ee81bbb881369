/** The chat app id the e2e server is configured with (`CHAT_APP_ID` in the Playwright config); not production, so only es_ES offers the chat. */
export const E2E_CHAT_APP_ID = 'e2e_chat-app';
