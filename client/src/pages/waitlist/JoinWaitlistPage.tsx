import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert, Card, Placeholder } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { joinWaitlistSchema } from '../../../../schema/validation/waitlist';
import { longDay } from '../../platform/calendar-words';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import {
  JoinWaitlistDocument,
  MyWaitlistDocument,
  WaitlistSlotDocument,
} from '../../graphql/generated/waitlist';
import { waitlistTexts as t } from './waitlist-texts';

/** `/waitlist/join/:activityId/:timeId`: a full departure's waitlist, joined for a party of N (customer area). */
export function JoinWaitlistPage() {
  const { activityId = '', timeId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, loading } = useQuery(WaitlistSlotDocument, { variables: { id: activityId } });
  const [join] = useMutation(JoinWaitlistDocument, {
    context: formErrorContext,
    refetchQueries: [MyWaitlistDocument],
  });
  const activity = data?.activity;
  const date = activity?.dates.find((d) => d.times.some((time) => time.id === timeId));
  const time = date?.times.find((x) => x.id === timeId);
  const initial = { activityTimeId: Number(timeId), participants: 1 };

  async function onSubmit(values: typeof initial, helpers: FormikHelpers<typeof initial>) {
    try {
      await join({
        variables: { input: { activityTimeId: timeId, participants: Number(values.participants) } },
      });
      toast.success(t.joined, t.joinedBody);
      navigate(paths.bookingsTab('waitlist'));
    } catch (error) {
      applyServerErrors(error, helpers);
    }
  }

  return (
    <Card className="mx-auto" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h1 className="h4 mb-3">{t.joinTitle}</h1>
        {loading && !data ? (
          <Placeholder as="p" animation="glow" aria-busy="true">
            <Placeholder xs={10} />
          </Placeholder>
        ) : !activity || !date || !time ? (
          <Alert variant="warning">{t.slotGone}</Alert>
        ) : (
          <>
            <p className="mb-1">
              <Link to={paths.activity(activity.id, activity.slug)}>{activity.title}</Link>
            </p>
            <p className="text-body-secondary" data-testid="waitlist-slot">
              {longDay(date.startsAt)} · {time.startsAt.slice(0, 5)} - {time.endsAt.slice(0, 5)}
            </p>
            <p>{t.joinIntro}</p>
            <Formik initialValues={initial} validationSchema={joinWaitlistSchema} onSubmit={onSubmit}>
              <Form noValidate data-testid="waitlist-join-form">
                <FormField
                  name="participants"
                  label={t.participants}
                  type="number"
                  min={1}
                  inputMode="numeric"
                />
                <SubmitButton className="w-100">{t.join}</SubmitButton>
              </Form>
            </Formik>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
