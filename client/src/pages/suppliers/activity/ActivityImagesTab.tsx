import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { IMAGE_DESCRIPTION_MAX, IMAGE_MAX_BYTES } from '../../../../../schema/validation/supplier-portal';
import { readStoredAccessToken } from '../../../platform/session/session-store';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import {
  DeleteSupplierActivityImageDocument,
  SupplierActivityImagesDocument,
} from '../../../graphql/generated/graphql';

const FIRST_PAGE = 12;
const MORE = 20;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Posts the image as multipart with the session token (supplier spec §5, images). Returns the error message. */
async function upload(activityId: string, file: File, description: string): Promise<string | null> {
  const body = new FormData();
  body.append('image', file);
  if (description.trim()) body.append('description', description.trim());
  const token = readStoredAccessToken();
  const response = await fetch(`/api/v1/suppliers/activity/${activityId}/images`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  if (response.ok) return null;
  const json = (await response.json().catch(() => null)) as {
    message?: string;
    errors?: Record<string, string>;
  } | null;
  return json?.errors?.image ?? json?.message ?? 'No se pudo subir la imagen.';
}

function UploadModal({
  activityId,
  onClose,
  onDone,
}: {
  activityId: string;
  onClose(): void;
  onDone(): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileError =
    file && !ACCEPT.split(',').includes(file.type)
      ? 'El archivo debe ser una imagen (JPG, PNG o WebP).'
      : file && file.size > IMAGE_MAX_BYTES
        ? 'La imagen supera el tamaño máximo de 5 MB.'
        : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || fileError) return;
    setBusy(true);
    setError(null);
    try {
      const message = await upload(activityId, file, description);
      if (message) setError(message);
      else onDone();
    } catch {
      setError('No se pudo subir la imagen.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} centered>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>Nueva imagen</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group className="mb-3" controlId="image-file">
            <Form.Label>Imagen</Form.Label>
            <Form.Control
              type="file"
              accept={ACCEPT}
              isInvalid={Boolean(fileError)}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <Form.Control.Feedback type="invalid">{fileError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="image-description">
            <Form.Label>Descripción (opcional)</Form.Label>
            <Form.Control
              value={description}
              maxLength={IMAGE_DESCRIPTION_MAX}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!file || Boolean(fileError) || busy}>
            {busy ? 'Espere' : 'Guardar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** suppliers.activity.images: a grid of 12, 'Ver más...' for 20 more, upload and delete (supplier spec §5). */
export function ActivityImagesTab() {
  const { id = '' } = useParams();
  const [count, setCount] = useState(FIRST_PAGE);
  const [uploading, setUploading] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const { data, loading, refetch } = useQuery(SupplierActivityImagesDocument, {
    variables: { activityId: id, page: 1, perPage: count },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteSupplierActivityImageDocument);
  const images = data?.activityImages.items ?? [];
  const total = data?.activityImages.total ?? 0;

  async function onDelete(imageId: string) {
    if (!(await confirm())) return;
    try {
      await remove({ variables: { activityId: id, id: imageId } });
      toast.success('Imagen eliminada');
      await refetch();
    } catch {
      /* the error catalogue shows the toast */
    }
  }

  return (
    <section>
      <div className="d-flex align-items-center mb-3">
        <h2 className="h5 mb-0 me-auto">Imágenes</h2>
        <Button onClick={() => setUploading(true)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Nuevo
        </Button>
      </div>
      {loading && !data ? (
        <div className="text-center py-4">
          <Spinner animation="border" role="status" aria-label="Cargando" />
        </div>
      ) : images.length === 0 ? (
        <p className="text-danger">* Debes publicar al menos una imagen.</p>
      ) : (
        <Row xs={2} md={3} lg={4} className="g-3" data-testid="image-grid">
          {images.map((image) => (
            <Col key={image.id}>
              <Card>
                <Card.Img variant="top" src={image.url} alt={image.description ?? ''} loading="lazy" />
                <Card.Body className="d-flex align-items-center gap-2 p-2">
                  <small className="text-truncate me-auto">{image.description}</small>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label="Eliminar imagen"
                    onClick={() => void onDelete(image.id)}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {images.length < total && (
        <div className="text-center mt-3">
          <Button variant="link" onClick={() => setCount((c) => c + MORE)}>
            Ver más...
          </Button>
        </div>
      )}
      {uploading && (
        <UploadModal
          activityId={id}
          onClose={() => setUploading(false)}
          onDone={() => {
            setUploading(false);
            toast.success('Imagen publicada');
            void refetch();
          }}
        />
      )}
    </section>
  );
}
