import { readLocalMail, type LocalMail } from '../../infra/local/ses';

/** The mail the local SES emulator received for `to`, oldest first; waits up to 15 s for `atLeast` of them. */
export async function mailTo(to: string, atLeast = 1): Promise<LocalMail[]> {
  let found: LocalMail[] = [];
  for (let waited = 0; waited < 15_000; waited += 200) {
    found = (await readLocalMail(process.env.SES_ENDPOINT!)).filter((m) => m.destination.to.includes(to));
    if (found.length >= atLeast) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return found;
}
