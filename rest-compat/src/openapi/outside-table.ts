import { financeDownloadOperations } from './finance-download-operations.js';
import { paymentProofOperations } from './payment-proof-operations.js';
import { uploadOperation } from './upload-operation.js';
import { voucherPdfOperation } from './voucher-pdf-operation.js';

/**
 * The documented /api/v1 routes served before the JSON route table: the multipart uploads (picture, payment proof), the
 * proof image, the voucher PDF and the commission ledger's CSV downloads.
 */
export const OUTSIDE_TABLE_OPERATIONS = [
  uploadOperation,
  ...paymentProofOperations,
  voucherPdfOperation,
  ...financeDownloadOperations,
];
