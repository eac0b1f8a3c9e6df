import { useMutation } from '@apollo/client/react';
import { Form, Formik, useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { supplierLeadSchema } from '../../../../schema/validation/supplier-lead';
import { formErrorContext } from '../../platform/apollo';
import { applyServerErrors, FormField, SubmitButton, useFieldState } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { CreateSupplierLeadDocument } from '../../graphql/generated/graphql';

const EMPTY = { name: '', email: '', phone: '', company: '', city: '', message: '' };

function MessageField({ label }: { label: string }) {
  const id = useId();
  const [field] = useField<string>('message');
  const { error, showError } = useFieldState('message');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        rows={4}
        maxLength={1024}
        className={`form-control${showError ? ' is-invalid' : ''}`}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
      />
      {showError && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * 'Solicitar registro' (customer spec §1): records the request with `createSupplierLead` (the server notifies the
 * admins) using the shared yup schema's rules and Spanish messages.
 */
export function SupplierLeadForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [createLead] = useMutation(CreateSupplierLeadDocument, { context: formErrorContext });

  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={supplierLeadSchema}
      validateOnMount
      onSubmit={async (values, helpers) => {
        try {
          const input = supplierLeadSchema.cast(values);
          await createLead({ variables: { input: { ...input, message: input.message || null } } });
          toast.success(t('catalog.landing.successTitle'), t('catalog.landing.successBody'));
          setSent(true);
          helpers.resetForm();
        } catch (error) {
          applyServerErrors(error, helpers);
        }
      }}
    >
      <Form noValidate aria-describedby={sent ? 'lead-sent' : undefined}>
        {sent && (
          <div id="lead-sent" className="alert alert-success" role="status">
            <strong>{t('catalog.landing.successTitle')}.</strong> {t('catalog.landing.successBody')}
          </div>
        )}
        <div className="row g-0 gx-md-3">
          <FormField
            name="name"
            label={t('catalog.landing.name')}
            autoComplete="name"
            maxLength={124}
            className="col-12 col-md-6"
          />
          <FormField
            name="email"
            type="email"
            label={t('catalog.landing.email')}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            className="col-12 col-md-6"
          />
          <FormField
            name="phone"
            type="tel"
            label={t('catalog.landing.phone')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            className="col-12 col-md-6"
          />
          <FormField
            name="city"
            label={t('catalog.landing.city')}
            autoComplete="address-level2"
            maxLength={124}
            className="col-12 col-md-6"
          />
          <FormField
            name="company"
            label={t('catalog.landing.company')}
            autoComplete="organization"
            maxLength={124}
            className="col-12"
          />
        </div>
        <MessageField label={t('catalog.landing.message')} />
        <SubmitButton className="px-4">{t('catalog.landing.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
