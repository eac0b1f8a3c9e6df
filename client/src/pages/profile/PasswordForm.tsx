import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Card, Col, Row } from 'react-bootstrap';
import { changePasswordSchema } from '../../../../schema/validation/profile';
import { formErrorContext } from '../../platform/apollo';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { ChangePasswordDocument } from '../../graphql/generated/graphql';

const EMPTY = { currentPassword: '', newPassword: '' };

/** Asks for the current password; the server then closes every other session of the account. */
export function PasswordForm() {
  const toast = useToast();
  const [change] = useMutation(ChangePasswordDocument, { context: formErrorContext });

  async function onSubmit(values: typeof EMPTY, helpers: FormikHelpers<typeof EMPTY>) {
    try {
      await change({ variables: { input: values } });
      helpers.resetForm({ values: EMPTY });
      toast.success('Contraseña cambiada', 'Cerramos tus sesiones abiertas en otros dispositivos.');
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Cambiar contraseña</h2>
        <Formik
          initialValues={EMPTY}
          validationSchema={changePasswordSchema}
          validateOnMount
          onSubmit={onSubmit}
        >
          <Form noValidate data-testid="password-form">
            <Row>
              <Col md={6}>
                <FormField
                  name="currentPassword"
                  label="Contraseña actual"
                  type="password"
                  autoComplete="current-password"
                />
              </Col>
              <Col md={6}>
                <FormField
                  name="newPassword"
                  label="Nueva contraseña"
                  type="password"
                  autoComplete="new-password"
                />
              </Col>
            </Row>
            <SubmitButton className="">Cambiar contraseña</SubmitButton>
          </Form>
        </Formik>
      </Card.Body>
    </Card>
  );
}
