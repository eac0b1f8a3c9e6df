import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Context } from '../../graphql/context.js';
import { TooManyRequestsError } from '../../graphql/errors.js';
import { sharedLimiter } from '../account/login-throttle.js';
import { User, UserRole } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { SupplierLead } from '../supplier/supplier-lead.entity.js';
import type { CreateSupplierLeadInput } from './supplier-lead.inputs.js';

/** Requests per IP per window from the public landing form, one count for every process (PostgreSQL). */
export const LEAD_LIMIT = { points: 5, durationSeconds: 60 * 60 } as const;

/** The supplier landing's registration request: stored, and announced to every admin through the mail outbox. */
export class SupplierLeadService {
  async create(ctx: Context, input: CreateSupplierLeadInput): Promise<SupplierLead> {
    try {
      const limiter = await sharedLimiter({
        keyPrefix: 'supplier_lead',
        points: LEAD_LIMIT.points,
        duration: LEAD_LIMIT.durationSeconds,
      });
      await limiter.consume(ctx.ip || 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new TooManyRequestsError(
        `Demasiadas solicitudes. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        Math.ceil(error.msBeforeNext / 1000),
      );
    }
    return ctx.em.transactional(async (em) => {
      const lead = em.create(SupplierLead, {
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone.trim(),
        company: input.company.trim(),
        city: input.city.trim(),
        message: input.message?.trim() || undefined,
      });
      const admins = await em.find(
        User,
        { role: UserRole.Admin, closedAt: null },
        { orderBy: { id: 'asc' } },
      );
      for (const admin of admins) MailService.queue(em, leadMail(admin, lead, ctx.config.appUrl));
      return lead;
    });
  }
}

function leadMail(admin: User, lead: SupplierLead, appUrl: string) {
  return brandedMail({
    to: admin.email,
    name: admin.name,
    subject: `Nueva solicitud de aliado: ${lead.company}`,
    paragraphs: [
      'Llegó una solicitud de registro desde la página para aliados:',
      `Empresa: ${lead.company}`,
      `Contacto: ${lead.name}`,
      `Correo: ${lead.email}`,
      `Teléfono: ${lead.phone}`,
      `Ciudad: ${lead.city}`,
      ...(lead.message ? [`Mensaje: ${lead.message}`] : []),
    ],
    action: { label: 'Ir al portal de administración', url: `${appUrl}/admin/supplier` },
  });
}
