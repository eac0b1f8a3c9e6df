import type { DurationKey, RatingKey, TimeOfDayKey } from './search-params';

/** The sidebar's words for the URL's filter values (search-params.ts). */
export const DURATION_LABELS: Record<DurationKey, string> = {
  'hasta-2h': 'Hasta 2 horas',
  '2-4h': 'De 2 a 4 horas',
  'medio-dia': 'Medio día (4 a 6 horas)',
  'dia-completo': 'Día completo',
  'varios-dias': 'Varios días',
};

export const RATING_LABELS: Record<RatingKey, string> = { '4': '4 o más', '4.5': '4,5 o más' };

export const TIME_OF_DAY_LABELS: Record<TimeOfDayKey, string> = {
  manana: 'Mañana (antes de las 12:00)',
  tarde: 'Tarde (12:00 a 18:00)',
  noche: 'Noche (desde las 18:00)',
};
