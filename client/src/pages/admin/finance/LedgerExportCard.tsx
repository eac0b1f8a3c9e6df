import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { downloadPrivateFile } from '../../../platform/download';
import { financeTexts as t } from './finance-texts';
import { caracasToday } from './money';

/**
 * The accountant's export: every ledger row between two Caracas days, of every supplier or one of those with money on
 * the ledger (the balances table's), from the server's one CSV writer.
 */
export function LedgerExportCard({ suppliers }: { suppliers: { supplierId: string; tradeName: string }[] }) {
  const today = caracasToday();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [supplierId, setSupplierId] = useState('');
  const options = [...suppliers].sort((a, b) => a.tradeName.localeCompare(b.tradeName, 'es'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (from && to && to < from) return setError(t.badRange);
    setError(null);
    setBusy(true);
    const query = new URLSearchParams({
      ...(supplierId ? { supplier_id: supplierId } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
    try {
      await downloadPrivateFile(
        `/api/v1/admin/ledger.csv?${query}`,
        `libro-comisiones-${supplierId ? `aliado-${supplierId}-` : ''}${from || 'inicio'}-${to || 'hoy'}.csv`,
      );
    } catch (e) {
      const message = e instanceof Error ? e.message : '';
      setError(/^\d+$/.test(message) || !message ? t.downloadFailed : message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-4" data-testid="ledger-export">
      <Card.Body>
        <h2 className="h5">{t.exportTitle}</h2>
        <p className="small text-body-secondary">{t.exportHint}</p>
        <Form
          className="d-flex flex-wrap align-items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void download();
          }}
        >
          <Form.Group controlId="ledger-supplier">
            <Form.Label className="small mb-1">{t.supplier}</Form.Label>
            <Form.Select value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
              <option value="">{t.allSuppliers}</option>
              {options.map((s) => (
                <option key={s.supplierId} value={s.supplierId}>
                  {s.tradeName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="ledger-from">
            <Form.Label className="small mb-1">{t.from}</Form.Label>
            <Form.Control type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="ledger-to">
            <Form.Label className="small mb-1">{t.to}</Form.Label>
            <Form.Control type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={busy}>
            <i className="bi bi-download me-1" aria-hidden="true" />
            {busy ? t.downloading : t.download}
          </Button>
        </Form>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
