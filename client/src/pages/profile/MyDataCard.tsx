import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { closeAccountSchema } from '../../../../schema/validation/profile';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { sessionStore } from '../../platform/session';
import { useConfirm } from '../../components/confirm';
import { applyServerErrors, FormField } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { CloseAccountDocument, MyDataDocument } from '../../graphql/generated/graphql';

function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Mis datos": download everything the account holds as JSON, or close the account. */
export function MyDataCard() {
  const client = useApolloClient();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [close] = useMutation(CloseAccountDocument, { context: formErrorContext });

  async function download() {
    setDownloading(true);
    try {
      const { data } = await client.query({ query: MyDataDocument, fetchPolicy: 'network-only' });
      if (data) saveJson(data.myData, `mis-datos-xplora-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      // The error catalogue already showed the toast.
    } finally {
      setDownloading(false);
    }
  }

  async function onClose(values: { password: string }, helpers: FormikHelpers<{ password: string }>) {
    const ok = await confirm({
      title: '¿Cerrar tu cuenta?',
      body: 'Borraremos tus datos personales y no podrás volver a ingresar. Tus reservas y pagos se conservan para el aliado.',
      okText: 'Cerrar cuenta',
      okVariant: 'danger',
    });
    if (!ok) return;
    try {
      await close({ variables: { input: values } });
      sessionStore.clear();
      await client.clearStore();
      toast.success('Cuenta cerrada', 'Gracias por xplorar con nosotros.');
      navigate(paths.home, { replace: true });
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-2">Mis datos</h2>
        <p className="text-muted small">
          Descarga tu perfil, reservas, pedidos, pagos y opiniones en un archivo JSON.
        </p>
        <Button variant="outline-primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? (
            <Spinner size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <i className="bi bi-download me-2" />
          )}
          Descargar mis datos
        </Button>
        <hr />
        <h3 className="h6 text-danger">Cerrar mi cuenta</h3>
        <Formik
          initialValues={{ password: '' }}
          validationSchema={closeAccountSchema}
          validateOnMount
          onSubmit={onClose}
        >
          {({ isValid, isSubmitting }) => (
            <Form noValidate data-testid="close-account-form" className="row g-2 align-items-start">
              <div className="col-sm-7">
                <FormField
                  name="password"
                  label="Contraseña"
                  type="password"
                  autoComplete="current-password"
                />
              </div>
              <div className="col-sm-5 pt-sm-4 mt-sm-2">
                <Button type="submit" variant="outline-danger" disabled={!isValid || isSubmitting}>
                  Cerrar mi cuenta
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
