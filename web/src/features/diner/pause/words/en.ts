/**
 * The words of a pause of new orders (issue 30 item 2), in English: the reference. They load only when a pause is on
 * (with the notice, ../pause-notice.tsx), not with every diner page; every other language has exactly these keys and
 * {placeholders}. {time} is the time it resumes, in the restaurant's zone, written the diner's language's way.
 */
const en = {
  pauseAllTitle: 'Ordering is paused',
  pauseAllUntil: 'The restaurant has paused new orders until {time}. You can still look at the menu.',
  pauseAllForNow: 'The restaurant has paused new orders for now. You can still look at the menu.',
  pauseSomeTitle: 'Some of the menu is paused',
  pauseSomeUntil: '{categories} can’t be ordered until {time}. Everything else can be ordered as usual.',
  pauseSomeForNow: '{categories} can’t be ordered for now. Everything else can be ordered as usual.',
  pauseInCart: 'Your cart has dishes that can’t be ordered right now. Remove them to order the rest.',
};

export type PauseWords = typeof en;
export type PauseWordKey = keyof PauseWords;
export default en;
