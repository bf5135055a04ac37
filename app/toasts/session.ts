/**
 * The one message a shopper sees when the upstream no longer accepts their session: the request goes on as a guest with
 * this info toast, never an error page.
 */
export const SESSION_ENDED_MESSAGE = "Сессия истекла — войдите снова";
