/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const es: PauseWords = {
  pauseAllTitle: "Los pedidos están en pausa",
  pauseAllUntil: "El restaurante ha pausado los pedidos nuevos hasta las {time}. Puedes seguir viendo la carta.",
  pauseAllForNow: "El restaurante ha pausado los pedidos nuevos por ahora. Puedes seguir viendo la carta.",
  pauseSomeTitle: "Parte de la carta está en pausa",
  pauseSomeUntil: "{categories}: no se puede pedir hasta las {time}. Todo lo demás se puede pedir como siempre.",
  pauseSomeForNow: "{categories}: no se puede pedir por ahora. Todo lo demás se puede pedir como siempre.",
  pauseInCart: "Tu carrito tiene platos que no se pueden pedir ahora. Quítalos para pedir el resto.",
};

export default es;
