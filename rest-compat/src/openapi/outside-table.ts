import { auditCsvOperation } from './audit-csv-operation.js';
import { manifestCsvOperation } from './manifest-csv-operation.js';
import { bookingsCsvOperation } from './bookings-csv-operation.js';
import { financeDownloadOperations } from './finance-download-operations.js';
import { paymentProofOperations } from './payment-proof-operations.js';
import { uploadOperation } from './upload-operation.js';
import { voucherPdfOperation } from './voucher-pdf-operation.js';

/**
 * The documented /api/v1 routes served before the JSON route table: the multipart uploads (picture, payment proof), the
 * proof image, the voucher PDF, the manifest, bookings and audit CSVs, and the commission ledger's CSV and PDF downloads.
 */
export const OUTSIDE_TABLE_OPERATIONS = [
  uploadOperation,
  ...paymentProofOperations,
  voucherPdfOperation,
  manifestCsvOperation,
  bookingsCsvOperation,
  auditCsvOperation,
  ...financeDownloadOperations,
];
