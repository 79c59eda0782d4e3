import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CallUs } from '../../features/credit-review/components/lender-contact.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { propertyAddressText } from '../../features/credit-review/components/property-address.ts';
import { useIdentity } from '../../features/session/api/identity.ts';
import { useAdditionalInfo } from '../../features/start/api/additional-info.ts';
import { ContactPage } from '../../features/start/components/contact-page.tsx';
import { ProfilePage } from '../../features/start/components/profile-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function NotLoaded() {
  return (
    <div className="stack">
      <h1 className="heading-l">We could not load your details</h1>
      <p>Please reload the page in a moment.</p>
      <CallUs />
    </div>
  );
}

/** start/profile: the layout has loaded the application (for the address); the details on file load here. */
export function ProfileRoute() {
  const { uuid } = applicationApi.useParams();
  const navigate = useNavigate();
  const application = useApplication(uuid);
  const onFile = useAdditionalInfo(uuid);
  if (onFile.isError) return <NotLoaded />;
  if (!application.data || !onFile.data) return <Loading label="Loading your details" />;
  return (
    <ProfilePage
      uuid={uuid}
      address={propertyAddressText(application.data)}
      onFile={onFile.data}
      onContinue={() => void navigate({ href: applicationHref(uuid, 'start/contact') })}
    />
  );
}

/** start/contact: the phone on file for the application, else the one given at registration. */
export function ContactRoute() {
  const { uuid } = applicationApi.useParams();
  const onFile = useAdditionalInfo(uuid);
  const identity = useIdentity();
  if (onFile.isError) return <NotLoaded />;
  if (!onFile.data || identity.isPending) return <Loading label="Loading your details" />;
  return (
    <ContactPage
      uuid={uuid}
      knownPhone={onFile.data.phoneNumber ?? identity.data?.phoneNumbers[0]}
      profileHref={applicationHref(uuid, 'start/profile')}
    />
  );
}
