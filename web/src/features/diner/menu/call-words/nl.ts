import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'Wat heeft u nodig?',
  reasonBill: 'De rekening',
  reasonWater: 'Water',
  reasonHelp: 'Hulp',
  reasonAllergy: 'Een vraag over allergieën',
};

export default words;
