import { useMutation } from '@apollo/client/react';
import { useField } from 'formik';
import { reviewSchema, REVIEW_MESSAGE_MAX, REVIEW_TITLE_MAX } from '../../../../schema/validation/review';
import { FormField, useFieldState } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { OrdersDocument, WriteReviewDocument } from '../../graphql/generated/graphql';
import { FormModal } from '../admin/FormModal';
import { TextAreaField } from '../admin/fields';

const formSchema = reviewSchema.omit(['bookingId']);

interface Values {
  rating: number;
  title: string;
  message: string;
}

const STAR_LABELS = ['Malo', 'Regular', 'Bueno', 'Muy bueno', 'Excelente'];

/** Five star buttons as one radio group ('Calificación'). */
function RatingField() {
  const [field, , helpers] = useField<number>('rating');
  const { error, showError } = useFieldState('rating');
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Calificación</legend>
      <div role="radiogroup" aria-label="Calificación" className="d-flex gap-1 fs-3">
        {STAR_LABELS.map((label, i) => {
          const value = i + 1;
          const checked = field.value === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}: ${label}`}
              className="btn btn-link p-0 text-warning"
              onClick={() => {
                void helpers.setValue(value);
                void helpers.setTouched(true, false);
              }}
            >
              <i className={`bi ${field.value >= value ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {showError && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/** 'Escribir opinión': rating, title and comment with the shared rules; the review waits for moderation. */
export function ReviewDialog({
  bookingId,
  activityTitle,
  onHide,
}: {
  bookingId: string;
  activityTitle: string;
  onHide(): void;
}) {
  const toast = useToast();
  // The Procesado list shows the new state ('Opinión enviada · En revisión') once the write lands.
  const [write] = useMutation(WriteReviewDocument, {
    refetchQueries: [OrdersDocument],
    awaitRefetchQueries: true,
  });
  return (
    <FormModal<Values>
      show
      title={`Tu opinión sobre ${activityTitle}`}
      initialValues={{ rating: 0, title: '', message: '' }}
      schema={formSchema}
      onHide={onHide}
      submitLabel="Enviar opinión"
      testId="review-dialog"
      onSubmit={async (values) => {
        await write({
          variables: {
            input: {
              bookingId,
              rating: values.rating,
              title: values.title.trim(),
              message: values.message.trim(),
            },
          },
        });
        toast.success('Opinión enviada', 'La publicaremos cuando el aliado la revise.');
      }}
    >
      <RatingField />
      <FormField name="title" label="Título" maxLength={REVIEW_TITLE_MAX} />
      <TextAreaField name="message" label="Comentario" maxLength={REVIEW_MESSAGE_MAX} rows={4} counter />
    </FormModal>
  );
}
