/** The admin dashboard's failed e-mails and jobs. */
export const adminFailuresEs = {
  title: 'Correos y trabajos fallidos',
  none: 'No hay correos ni trabajos fallidos.',
  mails: 'Correos que agotaron sus intentos',
  jobs: 'Trabajos fallidos',
  recipient: 'Destinatario',
  subject: 'Asunto',
  attempts: 'Intentos',
  error: 'Último error',
  when: 'Cuándo',
  queue: 'Trabajo',
  retry: 'Reintentar',
  retried: 'Reintento en cola',
};
