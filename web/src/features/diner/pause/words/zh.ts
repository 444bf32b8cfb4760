/** The words of a pause of new orders (issue 30 item 2). Keys and {placeholders} as in en.ts. */
import type { PauseWords } from './en';

const zh: PauseWords = {
  pauseAllTitle: "点餐已暂停",
  pauseAllUntil: "餐厅已暂停接受新订单，直到 {time}。您仍可以浏览菜单。",
  pauseAllForNow: "餐厅暂时停止接受新订单。您仍可以浏览菜单。",
  pauseSomeTitle: "部分菜单已暂停",
  pauseSomeUntil: "{categories}：{time} 之前无法点餐。其他菜品可照常点餐。",
  pauseSomeForNow: "{categories}：暂时无法点餐。其他菜品可照常点餐。",
  pauseInCart: "您的购物车中有目前无法点的菜品。请移除它们后再点其余菜品。",
};

export default zh;
