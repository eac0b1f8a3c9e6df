import { useMutation } from '@apollo/client/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { changesEmail, profileFormSchema } from '../../../../schema/validation/profile';
import { sessionStore } from '../../platform/session';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { UpdateProfileDocument, type ProfileForm_ProfileFragment } from '../../graphql/generated/graphql';

interface Values {
  name: string;
  email: string;
  phone: string;
  nationalId: string;
  city: string;
  currentPassword: string;
}

function valuesOf(p: ProfileForm_ProfileFragment): Values {
  return {
    name: p.name,
    // A pending change shows the address being confirmed, so saving again does not cancel it.
    email: p.pendingEmail ?? p.email,
    phone: p.phone ?? '',
    nationalId: p.nationalId ?? '',
    city: p.city ?? '',
    currentPassword: '',
  };
}

/** Shown once the e-mail differs from the login (and from the address being confirmed). */
function CurrentPasswordField({ known }: { known: (string | null)[] }) {
  const { values } = useFormikContext<Values>();
  if (!changesEmail(values.email, known)) return null;
  return (
    <Col md={6}>
      <FormField
        name="currentPassword"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        maxLength={128}
      />
    </Col>
  );
}

/** Name, e-mail, phone, CI/RIF and city, with the attendee form's rules (customer spec §5). */
export function ProfileForm({ profile }: { profile: ProfileForm_ProfileFragment }) {
  const toast = useToast();
  const [save] = useMutation(UpdateProfileDocument);
  const known = [profile.email, profile.pendingEmail ?? null];

  async function onSubmit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const { data } = await save({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            nationalId: values.nationalId.trim(),
            city: values.city.trim() || null,
            currentPassword: changesEmail(values.email, known) ? values.currentPassword : null,
          },
        },
      });
      const saved = data?.updateProfile;
      if (!saved) return;
      sessionStore.updateUser({ ...sessionStore.getState().user!, name: saved.name, email: saved.email });
      helpers.resetForm({ values: valuesOf(saved) });
      if (saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail) {
        toast.success(
          'Perfil actualizado',
          `Te enviamos un enlace a ${saved.pendingEmail} para confirmarlo.`,
        );
      } else {
        toast.success('Perfil actualizado');
      }
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Datos personales</h2>
        <Formik<Values>
          initialValues={valuesOf(profile)}
          validationSchema={profileFormSchema(known)}
          validateOnMount
          enableReinitialize
          onSubmit={onSubmit}
        >
          <Form noValidate data-testid="profile-form">
            <Row>
              <Col md={6}>
                <FormField name="name" label="Nombre" autoComplete="name" maxLength={124} />
              </Col>
              <Col md={6}>
                <FormField name="email" label="Correo" type="email" autoComplete="email" maxLength={254} />
              </Col>
              <Col md={4}>
                <FormField name="phone" label="Teléfono" type="tel" autoComplete="tel" maxLength={12} />
              </Col>
              <Col md={4}>
                <FormField name="nationalId" label="CI/RIF" maxLength={12} />
              </Col>
              <Col md={4}>
                <FormField name="city" label="Ciudad" autoComplete="address-level2" maxLength={124} />
              </Col>
              <CurrentPasswordField known={known} />
            </Row>
            {profile.pendingEmail && (
              <Alert variant="info" className="py-2" data-testid="pending-email">
                Confirma {profile.pendingEmail} con el enlace que te enviamos; hasta entonces ingresas con{' '}
                {profile.email}.
              </Alert>
            )}
            <SubmitButton className="">Guardar</SubmitButton>
          </Form>
        </Formik>
      </Card.Body>
    </Card>
  );
}
