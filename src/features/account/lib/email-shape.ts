/** The same pragmatic email shape as the login form's (features do not import each other). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
