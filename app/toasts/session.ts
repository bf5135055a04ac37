/** The one message a shopper sees when the upstream no longer accepts their session (issue 15). */
export const SESSION_ENDED_MESSAGE = "Сессия истекла — войдите снова";
