/**
 * The words of a table's shared order (issue 28), in English: the reference. They load with the table's code (only
 * at a table's card), not with every diner page; every other language has exactly these keys and {placeholders}.
 */
const en = {
  tableJoining: 'Joining your table...',
  tableFailedTitle: "Couldn't reach your table",
  tableChangeFailed: "Couldn't update the table's order. Please try again.",
  tableCartFull: "The table's order is full. Send this round to the kitchen first.",
  tableCardInvalidTitle: "This table's card isn't active",
  tableCardInvalidAlone: 'You can still order and pay on your own; staff will bring it to your table.',
  tableEndedTitle: 'This visit has ended',
  tableEndedText: 'The table was cleared. Scan again to start a new order.',
  tableStartNew: 'Start a new order',
  tableWaitingTitle: 'Table {table} has already ordered',
  tableWaitingText: 'To order with this table, enter the code shown on a phone at the table, or ask someone at the table or a member of staff to let you in. You can look at the menu meanwhile.',
  tableJoinCodeLabel: 'Code from a phone at the table',
  tableJoinButton: 'Join the table',
  tableWaitingForParty: 'Waiting to be let in as {name}...',
  tableTogether: 'Ordering together at table {table}',
  tableJoinCodeShown: 'Code for friends to join:',
  tableYouNamed: '{name} (you)',
  tableSendingMine: 'You are paying for a round. It goes to the kitchen once paid.',
  tableSendingOther: '{name} is paying for a round. It goes to the kitchen once paid.',
  tableWaitingList: 'Waiting to join',
  tableWantsToJoin: '{name} wants to join',
  tableLetIn: 'Let {name} in',
  tableLetInHint: 'Only let in people sitting at your table.',
  tableYourName: 'Your name',
  tableSaveName: 'Save name',
  tableOrderTitle: "Table's order",
  tableAddedBy: 'Added by {name}',
  tableAddedByYou: 'Added by you',
  tableReviewAndSend: 'Review and send',
  tableRoundsTitle: 'Sent to the kitchen',
  tableRoundNumber: 'Round {number}',
  tableRoundSentBy: 'sent by {name}',
  tableRoundPaying: 'Being paid',
  tableNextRound: 'Round {number}: not sent yet',
  tableCartEmptyText: "Nothing for the next round yet. Everyone at the table adds dishes from the menu, and anyone can send them.",
  tableSendAndPay: 'Send to kitchen · Pay {amount}',
  tableSendNote: "You pay for the whole round; everyone's dishes go to the kitchen together.",
  tableTakeBack: "Take the round back",
  tableTakenBack: "The round is back in the table's order: nothing was charged.",
};

export type TableWordKey = keyof typeof en;
export type TableWords = Record<TableWordKey, string>;

export default en satisfies TableWords;
