import type { FilterQuery } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import sanitizeHtml from 'sanitize-html';
import type { Config } from '../../config.js';
import { OutboxMail, OutboxMailStatus } from './outbox-mail.entity.js';
import { escapeHtml } from './templates.js';

const LIST_LIMIT = 100;

/** The development mailbox exists only without SMTP_URL and outside production. */
export function devMailboxEnabled(config: Config): boolean {
  return !config.smtpUrl && config.env !== 'production';
}

/**
 * Reset and activation links are readable here, so only clients on this machine or a private network see it (a
 * default-config server on a public host must not hand out password-reset links). `req.ip` honours the app's
 * trust-proxy setting.
 */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, '');
  if (address === '::1' || /^(fc|fd|fe8|fe9|fea|feb)/i.test(address)) return true;
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n))) return false;
  const [a, b] = parts as [number, number];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** `?to=` → exact recipient match, case-insensitive (LIKE wildcards escaped). */
function recipientFilter(req: Request): FilterQuery<OutboxMail> {
  const where: FilterQuery<OutboxMail> = {
    status: { $in: [OutboxMailStatus.Kept, OutboxMailStatus.Pending] },
  };
  const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
  if (to) return { ...where, recipient: { $ilike: to.replace(/[\\%_]/g, (c) => `\\${c}`) } };
  return where;
}

function listMails(orm: MikroORM, req: Request): Promise<OutboxMail[]> {
  return orm.em.fork().find(OutboxMail, recipientFilter(req), { orderBy: { id: 'desc' }, limit: LIST_LIMIT });
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#212529}
main{max-width:960px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #dee2e6}
.muted{color:#6c757d;font-size:14px}.badge{font-size:12px;padding:2px 6px;border-radius:4px;background:#e9ecef}
.mail{border:1px solid #dee2e6;border-radius:8px;padding:16px;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

function formatDate(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

function renderList(mails: OutboxMail[], to: string): string {
  const rows = mails
    .map(
      (m) => `<tr><td class="muted">${escapeHtml(formatDate(m.createdAt))}</td>
<td>${escapeHtml(m.recipient)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td><span class="badge">${escapeHtml(m.status)}</span></td></tr>`,
    )
    .join('\n');
  return page(
    'Correo de desarrollo · Xplora',
    `<h1>Correo de desarrollo</h1>
<p class="muted">Sin SMTP_URL los correos no salen del servidor: aquí se ven los últimos ${LIST_LIMIT}, del más reciente al más antiguo.</p>
<form method="get" action="/dev/mailbox"><label>Destinatario <input type="email" name="to" value="${escapeHtml(to)}"></label>
<button type="submit">Filtrar</button> <a href="/dev/mailbox">Ver todos</a></form>
${
  mails.length
    ? `<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th><th>Estado</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No hay correos.</p>'
}`,
  );
}

function renderMail(mail: OutboxMail): string {
  const safe = sanitizeHtml(mail.html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'style'], img: ['src', 'alt'], '*': ['style'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
  return page(
    `${mail.subject} · Correo de desarrollo`,
    `<p><a href="/dev/mailbox">← Volver al buzón</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p class="muted">Para: ${escapeHtml(mail.recipient)} · ${escapeHtml(formatDate(mail.createdAt))} · <span class="badge">${escapeHtml(mail.status)}</span></p>
<div class="mail">${safe}</div>
${attachmentList(mail)}`,
  );
}

function attachmentList(mail: OutboxMail): string {
  const files = mail.attachments ?? [];
  if (!files.length) return '';
  const items = files
    .map(
      (a, index) =>
        `<li><a href="/dev/mailbox/${mail.id}/attachments/${index}">${escapeHtml(a.filename)}</a> <span class="muted">${escapeHtml(a.contentType)}</span></li>`,
    )
    .join('');
  return `<h2>Adjuntos</h2><ul>${items}</ul>`;
}

function notFound(res: Response): void {
  res.status(404).json({ message: 'Ruta no encontrada.', code: 'NOT_FOUND' });
}

/**
 * GET /dev/mailbox (HTML list, `?to=`), /dev/mailbox/:id (one mail, sanitized) and /dev/mailbox.json (for tests).
 * Mount at `/dev`. With SMTP_URL, in production, or for a public client address every path answers 404.
 */
export function devMailbox(orm: MikroORM, config: Config): Router {
  const router = express.Router();
  const enabled = devMailboxEnabled(config);
  const allowed = (req: Request): boolean => enabled && isPrivateAddress(req.ip ?? '');

  router.get('/mailbox.json', async (req, res) => {
    if (!allowed(req)) return notFound(res);
    const mails = await listMails(orm, req);
    res.json({
      mails: mails.map((m) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        status: m.status,
        createdAt: m.createdAt,
        text: m.text,
        html: m.html,
        links: linksOf(m.html),
        attachments: (m.attachments ?? []).map((a, index) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.from(a.content, 'base64').length,
          url: `/dev/mailbox/${m.id}/attachments/${index}`,
        })),
      })),
    });
  });

  router.get('/mailbox', async (req, res) => {
    if (!allowed(req)) return notFound(res);
    const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    res.type('html').send(renderList(await listMails(orm, req), to));
  });

  router.get('/mailbox/:id', async (req, res) => {
    if (!allowed(req)) return notFound(res);
    const id = Number(req.params.id);
    const mail = Number.isInteger(id) && id > 0 ? await orm.em.fork().findOne(OutboxMail, { id }) : null;
    if (!mail) {
      res
        .status(404)
        .type('html')
        .send(page('No encontrado', '<p>Correo no encontrado. <a href="/dev/mailbox">Volver</a></p>'));
      return;
    }
    res.type('html').send(renderMail(mail));
  });

  router.get('/mailbox/:id/attachments/:index', async (req, res) => {
    if (!allowed(req)) return notFound(res);
    const id = Number(req.params.id);
    const mail = Number.isInteger(id) && id > 0 ? await orm.em.fork().findOne(OutboxMail, { id }) : null;
    const file = mail?.attachments?.[Number(req.params.index)];
    if (!file) return notFound(res);
    res
      .type(file.contentType)
      .set('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(file.content, 'base64'));
  });

  return router;
}
