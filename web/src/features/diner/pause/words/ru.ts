/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const ru: PauseWords = {
  pauseAllTitle: "Приём заказов приостановлен",
  pauseAllUntil: "Ресторан приостановил приём новых заказов до {time}. Меню можно по-прежнему смотреть.",
  pauseAllForNow: "Ресторан временно приостановил приём новых заказов. Меню можно по-прежнему смотреть.",
  pauseSomeTitle: "Часть меню приостановлена",
  pauseSomeUntil: "{categories}: заказать можно будет после {time}. Всё остальное можно заказать как обычно.",
  pauseSomeForNow: "{categories}: сейчас заказать нельзя. Всё остальное можно заказать как обычно.",
  pauseInCart: "В корзине есть блюда, которые сейчас нельзя заказать. Уберите их, чтобы заказать остальное.",
};

export default ru;
