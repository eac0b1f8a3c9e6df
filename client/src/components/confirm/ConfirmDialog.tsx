import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: string;
  cancelText: string;
  okText: string;
  okVariant: string;
  onAnswer(ok: boolean): void;
  onExited(): void;
}

/** The modal itself; loaded on first use so public pages do not pay for it. */
export function ConfirmDialog({
  show,
  title,
  body,
  cancelText,
  okText,
  okVariant,
  onAnswer,
  onExited,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={() => onAnswer(false)}
      onExited={onExited}
      centered
      aria-labelledby="xp-confirm"
    >
      <Modal.Header closeButton>
        <Modal.Title id="xp-confirm">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => onAnswer(false)}>
          {cancelText}
        </Button>
        <Button variant={okVariant} onClick={() => onAnswer(true)} autoFocus>
          {okText}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
