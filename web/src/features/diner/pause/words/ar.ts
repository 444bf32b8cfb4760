/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const ar: PauseWords = {
  pauseAllTitle: "الطلب متوقف مؤقتًا",
  pauseAllUntil: "أوقف المطعم الطلبات الجديدة مؤقتًا حتى {time}. لا يزال بإمكانك تصفح القائمة.",
  pauseAllForNow: "أوقف المطعم الطلبات الجديدة مؤقتًا في الوقت الحالي. لا يزال بإمكانك تصفح القائمة.",
  pauseSomeTitle: "جزء من القائمة متوقف مؤقتًا",
  pauseSomeUntil: "{categories}: لا يمكن طلبها حتى {time}. يمكن طلب كل ما عدا ذلك كالمعتاد.",
  pauseSomeForNow: "{categories}: لا يمكن طلبها حاليًا. يمكن طلب كل ما عدا ذلك كالمعتاد.",
  pauseInCart: "تحتوي سلتك على أطباق لا يمكن طلبها الآن. أزلها لطلب الباقي.",
};

export default ar;
