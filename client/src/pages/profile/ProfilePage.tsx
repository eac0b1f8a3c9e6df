import { useQuery } from '@apollo/client/react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { MyProfileDocument } from '../../graphql/generated/graphql';
import { MyDataCard } from './MyDataCard';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /profile in the customer shell: own data, password, data download and closing the account. */
export function ProfilePage() {
  const { data } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <div className="container text-center py-5">
        <Spinner animation="border" role="status" aria-label="Cargando" />
      </div>
    );
  }
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Mi perfil</h1>
      <Row>
        <Col lg={8}>
          <ProfileForm profile={data.myProfile} />
          <PasswordForm />
        </Col>
        <Col lg={4}>
          <MyDataCard />
        </Col>
      </Row>
    </section>
  );
}
