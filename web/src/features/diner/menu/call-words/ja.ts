import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'ご用件は？',
  reasonBill: 'お会計',
  reasonWater: 'お水',
  reasonHelp: 'お手伝い',
  reasonAllergy: 'アレルギーについての質問',
};

export default words;
