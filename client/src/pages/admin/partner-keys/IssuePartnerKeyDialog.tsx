import { useMutation } from '@apollo/client/react';
import { useField } from 'formik';
import { Form } from 'react-bootstrap';
import {
  PARTNER_SCOPES,
  partnerKeySchema,
  type PartnerScopeId,
} from '../../../../../schema/validation/partner-key';
import { FormField } from '../../../components/forms';
import { AdminIssuePartnerKeyDocument } from '../../../graphql/generated/admin';
import { evictFields } from '../cache';
import { FormModal } from '../FormModal';
import { usePartnerKeyTexts } from './partner-key-texts';

interface IssueValues {
  name: string;
  organisation: string;
  scopes: PartnerScopeId[];
  expiresAt: string;
}

const INITIAL: IssueValues = {
  name: '',
  organisation: '',
  scopes: ['catalog:read', 'bookings:write', 'payments:write', 'bookings:read'],
  expiresAt: '',
};

function ScopeChecks({ label }: { label: string }) {
  const [field, meta, helpers] = useField<PartnerScopeId[]>('scopes');
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{label}</legend>
      {PARTNER_SCOPES.map((scope) => (
        <Form.Check
          key={scope.id}
          id={`scope-${scope.id}`}
          label={`${scope.label} (${scope.id})`}
          checked={field.value.includes(scope.id)}
          onChange={(event) =>
            void helpers.setValue(
              event.target.checked
                ? [...field.value, scope.id]
                : field.value.filter((value) => value !== scope.id),
            )
          }
        />
      ))}
      {meta.error && <div className="invalid-feedback d-block">{String(meta.error)}</div>}
    </fieldset>
  );
}

/** The issue form; on success hands the one-time key to the page, which shows it. */
export function IssuePartnerKeyDialog({
  show,
  onHide,
  onIssued,
}: {
  show: boolean;
  onHide(): void;
  onIssued(key: string): void;
}) {
  const t = usePartnerKeyTexts();
  const [issue] = useMutation(AdminIssuePartnerKeyDocument, { update: evictFields('partnerKeys') });
  return (
    <FormModal
      show={show}
      title={t.issue}
      initialValues={INITIAL}
      schema={partnerKeySchema}
      onHide={onHide}
      submitLabel={t.issue}
      testId="issue-partner-key"
      onSubmit={async (values) => {
        const { data } = await issue({
          variables: {
            input: {
              name: values.name.trim(),
              organisation: values.organisation.trim(),
              scopes: values.scopes,
              expiresAt: values.expiresAt || null,
            },
          },
        });
        if (data) onIssued(data.issuePartnerKey.key);
      }}
    >
      <FormField name="name" label={t.name} maxLength={124} />
      <FormField name="organisation" label={t.organisation} maxLength={254} />
      <ScopeChecks label={t.scopes} />
      <FormField name="expiresAt" type="date" label={t.expiresAt} />
    </FormModal>
  );
}
