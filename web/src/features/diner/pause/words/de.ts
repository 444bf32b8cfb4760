/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const de: PauseWords = {
  pauseAllTitle: "Bestellungen sind pausiert",
  pauseAllUntil: "Das Restaurant hat neue Bestellungen bis {time} pausiert. Die Speisekarte können Sie weiterhin ansehen.",
  pauseAllForNow: "Das Restaurant hat neue Bestellungen vorerst pausiert. Die Speisekarte können Sie weiterhin ansehen.",
  pauseSomeTitle: "Ein Teil der Speisekarte ist pausiert",
  pauseSomeUntil: "{categories}: bis {time} nicht bestellbar. Alles andere können Sie wie gewohnt bestellen.",
  pauseSomeForNow: "{categories}: vorerst nicht bestellbar. Alles andere können Sie wie gewohnt bestellen.",
  pauseInCart: "Ihr Warenkorb enthält Gerichte, die gerade nicht bestellt werden können. Entfernen Sie sie, um den Rest zu bestellen.",
};

export default de;
