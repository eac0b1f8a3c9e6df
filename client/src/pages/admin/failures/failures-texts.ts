import { useTranslation } from '../../../i18n';

/** Texts of the dashboard's failed e-mails and jobs; `en` mirrors `es` and follows the language selector. */
const es = {
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

const en: typeof es = {
  title: 'Failed e-mails and jobs',
  none: 'No failed e-mails or jobs.',
  mails: 'E-mails that used up their attempts',
  jobs: 'Failed jobs',
  recipient: 'Recipient',
  subject: 'Subject',
  attempts: 'Attempts',
  error: 'Last error',
  when: 'When',
  queue: 'Job',
  retry: 'Retry',
  retried: 'Retry queued',
};

export function useFailureTexts(): typeof es {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : es;
}
