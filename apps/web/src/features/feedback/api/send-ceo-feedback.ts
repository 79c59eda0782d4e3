import { useMutation } from '@tanstack/react-query';
import { ceoFeedback } from '@lintel/domain/api/endpoints/ceo-feedback';
import type { CeoFeedbackForm, CeoFeedbackRequest } from '@lintel/domain/validation/ceo-feedback';
import { TELEMETRY_PRODUCT_TYPE } from '@lintel/domain/constants/telemetry';
import { applicationUuidFromPath } from '@lintel/domain/shell-rules/url-rules';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 001 §7: the form plus where it was sent from (decision 068). */
export function ceoFeedbackBody(form: CeoFeedbackForm, pathname: string): CeoFeedbackRequest {
  return {
    ...form,
    applicationUuid: applicationUuidFromPath(pathname) ?? null,
    pathname: pathname.slice(0, 512),
    productType: TELEMETRY_PRODUCT_TYPE,
  };
}

export function useSendCeoFeedback() {
  return useMutation({
    mutationFn: (form: CeoFeedbackForm) =>
      apiClient.call(ceoFeedback, { body: ceoFeedbackBody(form, window.location.pathname) }),
  });
}
