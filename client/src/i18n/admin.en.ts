import type { adminFailuresEs } from './admin.es';

export const adminFailuresEn: typeof adminFailuresEs = {
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
