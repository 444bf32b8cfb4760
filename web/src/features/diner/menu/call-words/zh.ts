import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: '您需要什么？',
  reasonBill: '买单',
  reasonWater: '水',
  reasonHelp: '帮助',
  reasonAllergy: '过敏问题',
};

export default words;
