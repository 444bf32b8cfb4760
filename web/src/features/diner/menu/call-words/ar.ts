import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: 'ماذا تحتاج؟',
  reasonBill: 'الفاتورة',
  reasonWater: 'ماء',
  reasonHelp: 'مساعدة',
  reasonAllergy: 'سؤال عن الحساسية',
};

export default words;
