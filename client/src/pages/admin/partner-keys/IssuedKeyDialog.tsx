import { Alert, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import { useToast } from '../../../components/toasts';
import { usePartnerKeyTexts } from './partner-key-texts';

/** Shows a freshly issued key once, with a copy button and the warning that it cannot be shown again. */
export function IssuedKeyDialog({ issuedKey, onHide }: { issuedKey: string | null; onHide(): void }) {
  const t = usePartnerKeyTexts();
  const toast = useToast();
  const copy = async () => {
    await navigator.clipboard.writeText(issuedKey ?? '');
    toast.success(t.copied);
  };
  return (
    <Modal show={!!issuedKey} onHide={onHide} centered backdrop="static" aria-labelledby="issued-key-title">
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id="issued-key-title">
          {t.issuedTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" className="small">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {t.issuedWarning}
        </Alert>
        <Form.Label htmlFor="issued-key">{t.keyLabel}</Form.Label>
        <InputGroup>
          <Form.Control
            id="issued-key"
            data-testid="issued-key"
            readOnly
            value={issuedKey ?? ''}
            className="font-monospace small"
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline-primary" onClick={() => void copy()}>
            <i className="bi bi-clipboard me-1" aria-hidden="true" />
            {t.copy}
          </Button>
        </InputGroup>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onHide}>{t.done}</Button>
      </Modal.Footer>
    </Modal>
  );
}
