import type { CallWords } from './en';

const words: CallWords = {
  reasonLegend: '¿Qué necesita?',
  reasonBill: 'La cuenta',
  reasonWater: 'Agua',
  reasonHelp: 'Ayuda',
  reasonAllergy: 'Una pregunta sobre alergias',
};

export default words;
