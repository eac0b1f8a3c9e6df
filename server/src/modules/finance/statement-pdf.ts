import type { EntityManager } from '@mikro-orm/postgresql';
import PDFDocument from 'pdfkit';
import type { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { dayText, lastDayText } from './periods.js';
import type { Statement } from './statement.entity.js';

export interface StatementParty {
  legalName: string;
  tradeName: string;
  /** 'J-123456789' */
  document: string;
  address: string | null;
}

const KIND_TEXT: Record<string, string> = {
  payment_verified: 'Pago verificado',
  refund: 'Reembolso',
  adjustment: 'Ajuste',
};

/** The supplier as its statement names it: legal name, RIF (or other document) and address. */
export async function statementParty(em: EntityManager, supplierId: number): Promise<StatementParty> {
  const [row] = await em.execute<StatementParty[]>(
    `select s.legal_name as "legalName", s.trade_name as "tradeName", d.code || '-' || s.document_code as document,
       s.address from suppliers s join document_types d on d.id = s.document_type_id where s.id = ?`,
    [supplierId],
  );
  return row!;
}

/**
 * A statement as an A4 PDF (pdfkit, built-in Helvetica like the voucher): the supplier's legal name, RIF and address,
 * the period, one line per ledger entry, the totals and what is due in USD and in VES at today's rate.
 */
export function statementPdf(
  s: Statement,
  party: StatementParty,
  lines: LedgerEntry[],
  due: { usd: string; vesToday: string | null },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Estado de cuenta ${s.number}`, Author: 'Xplora' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const period = { start: s.periodStart, end: s.periodEnd };

  doc.fillColor('#0d6efd').font('Helvetica-Bold').fontSize(24).text('Xplora');
  doc.fillColor('#212529').font('Helvetica').fontSize(12).text(`Estado de cuenta ${s.number}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(party.legalName);
  doc.font('Helvetica').text(`${party.tradeName} · RIF: ${party.document}`);
  if (party.address) doc.text(party.address);
  doc.moveDown(0.5);
  doc.text(`Período: ${dayText(period.start)} al ${lastDayText(period)} · Vence: ${dayText(s.dueDate)}`);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Fecha · Movimiento · Reserva · Bruto USD · Bruto Bs. · Comisión USD');
  doc.font('Helvetica');
  for (const line of lines)
    doc.text(
      [
        line.createdAt.toISOString().slice(0, 10),
        KIND_TEXT[line.kind] ?? line.kind,
        line.booking ? `#${line.booking.id}` : (line.reason ?? ''),
        line.grossUsd,
        line.grossVes,
        line.commissionUsd,
      ].join(' · '),
    );
  doc.moveDown();
  doc.fontSize(12).text(`Total de reservas: ${s.grossUsd} USD (Bs. ${s.grossVes} a la tasa de cada reserva)`);
  doc.text(`Comisión del período: ${s.commissionUsd} USD`);
  doc.text(`Pagado: ${s.paidUsd} USD`);
  doc.font('Helvetica-Bold').text(`Por pagar: ${due.usd} USD`);
  if (due.vesToday) doc.font('Helvetica').text(`Equivalente hoy: Bs. ${due.vesToday} (tasa del día)`);
  doc.end();
  return done;
}
