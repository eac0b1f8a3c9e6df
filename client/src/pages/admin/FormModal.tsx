import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { AnyObjectSchema } from 'yup';
import { applyServerErrors, SubmitButton } from '../../components/forms';
import { useAdminTexts } from './admin-texts';

/**
 * A Bootstrap modal holding one formik form (contact, alert, comment, reason): the shared yup schema validates,
 * the server's field messages land under the fields, Save stays disabled while invalid.
 */
export function FormModal<Values extends FormikValues>({
  show,
  title,
  initialValues,
  schema,
  onHide,
  onSubmit,
  children,
  submitLabel,
  testId,
}: {
  show: boolean;
  title: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  onHide(): void;
  /** Resolves when saved (the modal closes); throws to keep it open with the server's messages. */
  onSubmit(values: Values): Promise<void>;
  children: ReactNode;
  submitLabel?: string;
  testId?: string;
}) {
  const t = useAdminTexts();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSubmit(values);
      onHide();
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  };
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={testId ? `${testId}-title` : undefined}>
      <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={submit}>
        <Form noValidate data-testid={testId}>
          <Modal.Header closeButton closeLabel={t.common.close}>
            <Modal.Title as="h2" className="h5" id={testId ? `${testId}-title` : undefined}>
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              {t.common.cancel}
            </Button>
            <SubmitButton className="">{submitLabel ?? t.common.save}</SubmitButton>
          </Modal.Footer>
        </Form>
      </Formik>
    </Modal>
  );
}
