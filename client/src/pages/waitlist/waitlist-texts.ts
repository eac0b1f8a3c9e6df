/** Spanish texts of the waitlist screens (the customer side speaks tú). */
export const waitlistTexts = {
  tab: 'Lista de espera',
  empty:
    'No estás en ninguna lista de espera. Cuando una salida esté agotada, únete desde la página de la actividad.',
  loadFailed: 'No se pudo cargar tu lista de espera. Intenta de nuevo.',
  people: (n: number) => (n === 1 ? '1 persona' : `${n} personas`),
  waiting: (position: number | null | undefined) =>
    position ? `En espera · puesto ${position} de la fila` : 'En espera',
  offered: (until: string) => `¡Se liberaron cupos! Te los guardamos hasta el ${until}.`,
  book: 'Reservar mis cupos',
  leave: 'Salir de la lista',
  leaveTitle: '¿Salir de la lista de espera?',
  leaveBody: 'Perderás tu puesto en la fila; si tienes cupos apartados, pasarán a la siguiente persona.',
  leaveOk: 'Salir de la lista',
  back: 'Volver',
  left: 'Saliste de la lista de espera.',
  failed: 'No se pudo completar',
  join: 'Unirme a la lista de espera',
  joinTitle: 'Lista de espera',
  joinIntro:
    'Esta salida está agotada. Únete a la lista: si se liberan cupos para tu grupo, te los guardamos por 2 horas y te avisamos por correo.',
  participants: '¿Cuántas personas son?',
  joined: 'Te uniste a la lista de espera',
  joinedBody: 'Te escribiremos si se liberan cupos para tu grupo.',
  slotGone: 'Esta salida ya no está en el calendario de la actividad.',
  offerTitle: 'Tus cupos de la lista de espera',
  offerBody: (people: string, until: string) =>
    `Te guardamos ${people} hasta el ${until} (hora de Venezuela). Resérvalos para pasar al carrito y pagar con pago móvil.`,
  offerGone: 'Esta oferta ya no está disponible.',
  booked: 'Cupos reservados: están en tu carrito.',
  myWaitlist: 'Ver mi lista de espera',
} as const;

/** An instant in Caracas wall-clock time ("27 nov. 2026, 10:00 a. m."). */
export function caracasTime(value: string): string {
  return new Intl.DateTimeFormat('es-VE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Caracas',
  }).format(new Date(value));
}
