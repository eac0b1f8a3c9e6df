import { uploadOperation } from './upload-operation.js';
import { voucherPdfOperation } from './voucher-pdf-operation.js';

/** The documented /api/v1 routes served before the JSON route table: the multipart upload and the voucher PDF. */
export const OUTSIDE_TABLE_OPERATIONS = [uploadOperation, voucherPdfOperation];
