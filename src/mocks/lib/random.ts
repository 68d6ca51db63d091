const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random lowercase token for links, sessions and token ids. Math.random is enough: the mock guards
 * nothing, and `crypto.randomUUID` needs a secure context that a preview over plain http lacks.
 */
export function randomToken(length = 24): string {
  let token = '';
  for (let i = 0; i < length; i++) token += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return token;
}
