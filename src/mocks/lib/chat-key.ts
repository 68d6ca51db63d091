/** Chat histories are kept per (user, tender). */
export function chatKey(userId: number, tenderId: number): string {
  return `${userId}:${tenderId}`;
}
