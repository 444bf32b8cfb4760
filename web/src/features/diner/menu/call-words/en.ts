/**
 * The words of the call-waiter dialog's reasons (issue 30 item 4), in English: the reference. They load with the
 * dialog, not with every diner page; every other language has exactly these keys.
 */
const en = {
  reasonLegend: 'What do you need?',
  reasonBill: 'The bill',
  reasonWater: 'Water',
  reasonHelp: 'Help',
  reasonAllergy: 'An allergy question',
};

export type CallWords = typeof en;
export default en;
