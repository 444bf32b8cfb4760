import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'Что вам нужно?',
  reasonBill: 'Счёт',
  reasonWater: 'Вода',
  reasonHelp: 'Помощь',
  reasonAllergy: 'Вопрос об аллергии',
};

export default words;
