import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card } from 'react-bootstrap';
import { useToast } from '../../../components/toasts';
import {
  ModerateSupplierTabReviewDocument,
  SupplierTabReviewsDocument,
  type ModerationStatus,
  type ReviewStatus,
} from '../../../graphql/generated/graphql';
import { Avatar } from './Avatar';
import { errorMessage, useActivityId } from './tab-utils';

const STATUS_LABEL: Record<ReviewStatus, { text: string; bg: string }> = {
  Pending: { text: 'Pendiente', bg: 'warning' },
  Published: { text: 'Publicado', bg: 'success' },
  Hidden: { text: 'Oculto', bg: 'secondary' },
};

/** Comments tab: the activity's reviews, newest first, with publish/hide. */
export function CommentsTab() {
  const activityId = useActivityId();
  const toast = useToast();
  const { data, loading } = useQuery(SupplierTabReviewsDocument, {
    variables: { activityId },
    fetchPolicy: 'cache-and-network',
  });
  const [moderate, { loading: saving }] = useMutation(ModerateSupplierTabReviewDocument);
  const reviews = [...(data?.activityReviews ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const setStatus = async (id: string, status: ModerationStatus) => {
    try {
      await moderate({ variables: { activityId, id, status } });
      toast.success(status === 'PUBLISHED' ? 'Comentario publicado' : 'Comentario oculto');
    } catch (error) {
      toast.danger('No se pudo guardar', errorMessage(error));
    }
  };

  return (
    <section data-testid="comments-tab">
      <h2 className="h5 mb-3">Comentarios</h2>
      {loading && !data && (
        <p className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" />
          <span className="placeholder col-8" />
        </p>
      )}
      {data && reviews.length === 0 && <p className="text-body-secondary">No existen registros</p>}
      <div className="d-grid gap-3">
        {reviews.map((review) => {
          const label = STATUS_LABEL[review.status];
          return (
            <Card key={review.id} data-testid="review-card">
              <Card.Body className="d-flex gap-3">
                <Avatar src={review.personAvatar} name={review.personName} />
                <div className="flex-grow-1 min-w-0">
                  <div className="d-flex flex-wrap justify-content-between gap-2">
                    <div>
                      <strong>{review.personName}</strong>
                      {review.location && <span className="text-body-secondary ms-2">{review.location}</span>}
                    </div>
                    <Badge bg={label.bg}>{label.text}</Badge>
                  </div>
                  {review.title && <div className="fw-semibold mt-1">{review.title}</div>}
                  <p className="mb-2 text-break">{review.message}</p>
                  <div className="d-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline-success"
                      disabled={saving || review.status === 'Published'}
                      onClick={() => void setStatus(review.id, 'PUBLISHED')}
                    >
                      Publicar
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={saving || review.status === 'Hidden'}
                      onClick={() => void setStatus(review.id, 'HIDDEN')}
                    >
                      Ocultar
                    </Button>
                  </div>
                </div>
              </Card.Body>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
