import { useEffect, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { IMAGE_MAX_BYTES } from '../../../../schema/validation/supplier-portal';
import { readStoredAccessToken } from '../../platform/session/session-store';
import { t } from '../../i18n';

/** Proof of payment: the customer's optional bank screenshot, and the verifier's view of it. */

export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp';

function authHeaders(): Record<string, string> {
  const token = readStoredAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Posts the screenshot as multipart to the payment's proof route (a customer's payment, or under `base` another kind:
 * a supplier's commission payment); the error message, or null when stored.
 */
export async function uploadProof(
  paymentId: string,
  file: File,
  base = '/api/v1/payment',
): Promise<string | null> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(`${base}/${paymentId}/proof`, {
    method: 'POST',
    headers: authHeaders(),
    body,
  });
  if (response.ok) return null;
  const json = (await response.json().catch(() => null)) as { message?: string } | null;
  return json?.message ?? t('paymentProof.uploadFailed');
}

/** The same checks as the server, before sending: type and size. */
export function proofProblem(file: File): string | null {
  if (!PROOF_ACCEPT.split(',').includes(file.type)) return t('paymentProof.wrongType');
  if (file.size > IMAGE_MAX_BYTES) return t('paymentProof.tooLarge');
  return null;
}

/** 'Comprobante (opcional)': a file input for the bank's confirmation screenshot. */
export function ProofField({ onChange }: { onChange(file: File | null): void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('paymentProof.label')}</Form.Label>
      <Form.Control
        type="file"
        accept={PROOF_ACCEPT}
        isInvalid={!!error}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = (event.target as HTMLInputElement).files?.[0] ?? null;
          const problem = file ? proofProblem(file) : null;
          setError(problem);
          onChange(problem ? null : file);
        }}
      />
      {error ? (
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      ) : (
        <Form.Text id={`${id}-hint`}>{t('paymentProof.hint')}</Form.Text>
      )}
    </Form.Group>
  );
}

/**
 * The proof beside the reference, for the supplier or the admin who verifies. Fetched with the session token (the
 * route is authorized, so a plain <img src> could not read it) and shown from an object URL.
 */
export function ProofImage({ url, reference }: { url: string; reference: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetch(url, { headers: authHeaders() })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <div className="small text-body-secondary">{t('paymentProof.loadFailed')}</div>;
  if (!src) return <div className="small text-body-secondary">{t('paymentProof.loading')}</div>;
  return (
    <a href={src} target="_blank" rel="noopener" className="d-inline-block mt-1" data-testid="payment-proof">
      <img
        src={src}
        alt={t('paymentProof.alt', { reference })}
        className="img-thumbnail"
        style={{ maxWidth: 160, maxHeight: 220, objectFit: 'contain' }}
      />
    </a>
  );
}
