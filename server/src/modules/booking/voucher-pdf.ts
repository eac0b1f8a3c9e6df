import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Voucher } from './voucher.types.js';

/** The date as Venezuelans write it (DD/MM/AAAA). */
export function dayText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

export function participantsText(v: Voucher): string[] {
  return v.lines.map(
    (l) => `${l.quantity} × ${l.title}${l.participants > 1 ? ` (${l.participants} personas c/u)` : ''}`,
  );
}

/** The QR of the voucher's signed token as a PNG. */
export function voucherQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
}

/**
 * The voucher as an A4 PDF (pdfkit, built-in Helvetica: Latin-1 covers Spanish), one page: code, QR, activity,
 * departure, meeting point, participants and the supplier's contact.
 */
export async function voucherPdf(v: Voucher): Promise<Buffer> {
  const qr = await voucherQrPng(v.token);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Voucher ${v.code} - ${v.activityTitle}`, Author: 'Xplora' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor('#0d6efd').font('Helvetica-Bold').fontSize(24).text('Xplora');
  doc.fillColor('#212529').fontSize(12).font('Helvetica').text('Voucher de reserva');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(18).text(v.activityTitle);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(12);
  doc.text(`Código de reserva: `, { continued: true }).font('Helvetica-Bold').text(v.code);
  doc.font('Helvetica');
  doc.text(`Fecha: ${dayText(v.date)}`);
  doc.text(`Hora de inicio: ${v.startTime} (hora de Venezuela, ${v.timeZone})`);
  doc.text(`Punto de encuentro: ${v.meetingPoint || 'a confirmar con el aliado'}`);
  if (v.meetingPoint) doc.fillColor('#0d6efd').text('Ver en el mapa', { link: v.mapUrl, underline: true });
  doc.fillColor('#212529').moveDown(0.5);
  doc.text(`A nombre de: ${v.customerName}`);
  doc.text(`Participantes: ${v.participants}`);
  for (const line of participantsText(v)) doc.text(`  • ${line}`);
  doc.moveDown(0.5);
  doc.text(`Aliado: ${v.supplierName}${v.supplierPhone ? ` · Teléfono: ${v.supplierPhone}` : ''}`);
  doc.moveDown();
  doc.image(qr, { fit: [220, 220] });
  doc.moveDown(0.5);
  doc
    .fontSize(10)
    .fillColor('#6c757d')
    .text(
      'Muestra este código QR al aliado en el punto de encuentro. Si no se puede leer, da el código de reserva.',
    );
  doc.end();
  return done;
}
