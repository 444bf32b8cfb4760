/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const ja: PauseWords = {
  pauseAllTitle: "注文を一時停止しています",
  pauseAllUntil: "レストランは {time} まで新しい注文を一時停止しています。メニューはご覧いただけます。",
  pauseAllForNow: "レストランは現在、新しい注文を一時停止しています。メニューはご覧いただけます。",
  pauseSomeTitle: "メニューの一部を一時停止しています",
  pauseSomeUntil: "{categories}：{time} まで注文できません。そのほかは通常どおり注文できます。",
  pauseSomeForNow: "{categories}：現在は注文できません。そのほかは通常どおり注文できます。",
  pauseInCart: "カートに現在注文できない料理があります。削除すると残りを注文できます。",
};

export default ja;
