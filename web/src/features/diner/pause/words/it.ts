/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const it: PauseWords = {
  pauseAllTitle: "Gli ordini sono in pausa",
  pauseAllUntil: "Il ristorante ha messo in pausa i nuovi ordini fino alle {time}. Puoi comunque consultare il menu.",
  pauseAllForNow: "Il ristorante ha messo in pausa i nuovi ordini per ora. Puoi comunque consultare il menu.",
  pauseSomeTitle: "Una parte del menu è in pausa",
  pauseSomeUntil: "{categories}: non si può ordinare fino alle {time}. Tutto il resto si può ordinare come sempre.",
  pauseSomeForNow: "{categories}: non si può ordinare per ora. Tutto il resto si può ordinare come sempre.",
  pauseInCart: "Il carrello contiene piatti che ora non si possono ordinare. Rimuovili per ordinare il resto.",
};

export default it;
