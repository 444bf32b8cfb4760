import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'Di cosa ha bisogno?',
  reasonBill: 'Il conto',
  reasonWater: 'Acqua',
  reasonHelp: 'Aiuto',
  reasonAllergy: 'Una domanda sulle allergie',
};

export default words;
