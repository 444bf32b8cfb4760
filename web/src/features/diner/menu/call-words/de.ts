import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'Was brauchen Sie?',
  reasonBill: 'Die Rechnung',
  reasonWater: 'Wasser',
  reasonHelp: 'Hilfe',
  reasonAllergy: 'Eine Frage zu Allergien',
};

export default words;
