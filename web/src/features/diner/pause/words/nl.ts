/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const nl: PauseWords = {
  pauseAllTitle: "Bestellen is gepauzeerd",
  pauseAllUntil: "Het restaurant heeft nieuwe bestellingen gepauzeerd tot {time}. Je kunt de menukaart nog wel bekijken.",
  pauseAllForNow: "Het restaurant heeft nieuwe bestellingen voorlopig gepauzeerd. Je kunt de menukaart nog wel bekijken.",
  pauseSomeTitle: "Een deel van de menukaart is gepauzeerd",
  pauseSomeUntil: "{categories}: bestellen kan pas weer om {time}. Al het andere kun je gewoon bestellen.",
  pauseSomeForNow: "{categories}: bestellen kan voorlopig niet. Al het andere kun je gewoon bestellen.",
  pauseInCart: "Je winkelwagen bevat gerechten die nu niet besteld kunnen worden. Haal ze eruit om de rest te bestellen.",
};

export default nl;
