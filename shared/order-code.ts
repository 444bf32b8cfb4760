/**
 * The short code a diner shows at the counter and staff call out: 5 characters from an alphabet without the
 * look-alikes 0/O and 1/I, so it survives being read aloud or off a phone screen.
 */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 5;

/** `randomBytes` is injectable for tests; the default is the platform's CSPRNG (Node and browsers alike). */
export function newOrderCode(randomBytes: (length: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 32 letters: the low five bits of a byte pick one with no bias.
  return Array.from(randomBytes(ORDER_CODE_LENGTH), (byte) => ORDER_CODE_ALPHABET[byte % ORDER_CODE_ALPHABET.length]).join('');
}

export function isOrderCode(value: string): boolean {
  return value.length === ORDER_CODE_LENGTH && [...value].every((char) => ORDER_CODE_ALPHABET.includes(char));
}
