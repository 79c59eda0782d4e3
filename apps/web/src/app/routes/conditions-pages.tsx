import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { useConditions } from '../../features/conditions/api/conditions.ts';
import { ConditionPhonePage } from '../../features/conditions/components/condition-phone-page.tsx';
import { ConditionsPage } from '../../features/conditions/components/conditions-page.tsx';
import { Notice, NotLoaded } from './conditions-notice.tsx';

// conditions and conditions/phone-number; conditions/upload-document is a chunk of its own (decision 233).
const applicationApi = getRouteApi('/account/heloc/$uuid');

/** /{uuid}/conditions: the polled list (every 60 s and on focus). */
export function ConditionsRoute() {
  const { uuid } = applicationApi.useParams();
  const conditions = useConditions(uuid);
  if (conditions.isError && !conditions.data) return <NotLoaded uuid={uuid} />;
  if (!conditions.data) return <Loading label="Loading what we need from you" />;
  return <ConditionsPage uuid={uuid} conditions={conditions.data.conditions} />;
}

/** /{uuid}/conditions/phone-number: only while MISSING_PHONE_NUMBER is open. */
export function ConditionPhoneRoute() {
  const { uuid } = applicationApi.useParams();
  const navigate = useNavigate();
  const conditions = useConditions(uuid);
  const conditionsHref = applicationHref(uuid, 'conditions');
  if (conditions.isError && !conditions.data) return <NotLoaded uuid={uuid} />;
  if (!conditions.data) return <Loading label="Loading your details" />;
  const open = conditions.data.conditions.some(
    (c) => c.categoryEnum === 'MISSING_PHONE_NUMBER' && !c.resolved,
  );
  if (!open)
    return (
      <Notice uuid={uuid} title="We have your phone number">
        <p>There is no phone number to add on this application.</p>
      </Notice>
    );
  return (
    <ConditionPhonePage
      uuid={uuid}
      conditionsHref={conditionsHref}
      onSaved={() => void navigate({ href: conditionsHref })}
    />
  );
}
