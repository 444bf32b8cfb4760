/** Avatar initials (SPEC.md, owner header): from the full name, else the e-mail, at most two letters, else 'U'. */
const FALLBACK = 'U';

function firstLetter(word: string): string {
  const letter = Array.from(word).find((ch) => /[\p{L}\p{N}]/u.test(ch));
  return letter ? letter.toLocaleUpperCase() : '';
}

function lettersOf(words: string[]): string {
  const letters = words.map(firstLetter).filter(Boolean);
  if (letters.length === 0) return '';
  // First and last word: "Mary Ann Smith" is MS, the usual reading of initials.
  return letters.length === 1 ? letters[0]! : `${letters[0]}${letters[letters.length - 1]}`;
}

export function initials(fullName: string | null | undefined, email: string | null | undefined): string {
  const fromName = lettersOf((fullName ?? '').trim().split(/\s+/).filter(Boolean));
  if (fromName) return fromName;
  // "jane.doe@example.com" reads as Jane Doe.
  const localPart = (email ?? '').trim().split('@')[0] ?? '';
  const fromEmail = lettersOf(localPart.split(/[._+-]+/).filter(Boolean));
  return fromEmail || FALLBACK;
}
